import { can, type Permission, type StaffRole } from '@/lib/permissions';
import { AppError, type AppErrorCode } from '../errors/app-error';

type Asker = { roles: readonly StaffRole[]; twoFactorEnabled: boolean; passwordChangeRequired?: boolean } | null;

/** Someone a use-case acts for: who they are and the staff roles they hold (src/lib/permissions.ts). */
export type StaffActor = { userId: string; email: string; roles: readonly StaffRole[] };

/**
 * Why this asker may not use this part of the back office (any part, without
 * a permission), or null when they may.
 */
export function adminAccessRefusal(
  asker: Asker,
  requireTwoFactor: boolean,
  permission?: Permission,
): AppErrorCode | null {
  if (!asker) return 'UNAUTHENTICATED';
  if (asker.roles.length === 0) return 'FORBIDDEN';
  if (asker.passwordChangeRequired) return 'PASSWORD_CHANGE_REQUIRED';
  if (requireTwoFactor && !asker.twoFactorEnabled) return 'TWO_FACTOR_REQUIRED';
  if (permission && !can(asker.roles, permission)) return 'FORBIDDEN';
  return null;
}

/**
 * The rule for every admin change: each admin use-case calls it first, before
 * it reads or writes anything (admin actions only establish a staff session,
 * decision 037). Throws UNAUTHENTICATED or FORBIDDEN.
 */
export function assertPermission<Actor extends { roles: readonly StaffRole[] }>(
  actor: Actor | null,
  permission: Permission,
): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED');
  if (!can(actor.roles, permission)) throw new AppError('FORBIDDEN');
}
