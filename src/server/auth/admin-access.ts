import { AppError, type AppErrorCode } from '../errors/app-error';

type Asker = { isAdmin: boolean; twoFactorEnabled: boolean; passwordChangeRequired?: boolean } | null;

/** Why this asker may not enter the admin area, or null when they may. */
export function adminAccessRefusal(asker: Asker, requireTwoFactor: boolean): AppErrorCode | null {
  if (!asker) return 'UNAUTHENTICATED';
  if (!asker.isAdmin) return 'FORBIDDEN';
  if (asker.passwordChangeRequired) return 'PASSWORD_CHANGE_REQUIRED';
  if (requireTwoFactor && !asker.twoFactorEnabled) return 'TWO_FACTOR_REQUIRED';
  return null;
}

/**
 * The use-cases' own check (actions call requireAdmin() first; a use-case never
 * assumes it). Throws UNAUTHENTICATED or FORBIDDEN.
 */
export function assertAdmin<Actor extends { isAdmin: boolean }>(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED');
  if (!actor.isAdmin) throw new AppError('FORBIDDEN');
}
