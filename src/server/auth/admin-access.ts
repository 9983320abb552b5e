import type { AppErrorCode } from '../errors/app-error';

type Asker = { isAdmin: boolean; twoFactorEnabled: boolean } | null;

/** Why this asker may not enter the admin area, or null when they may. */
export function adminAccessRefusal(asker: Asker, requireTwoFactor: boolean): AppErrorCode | null {
  if (!asker) return 'UNAUTHENTICATED';
  if (!asker.isAdmin) return 'FORBIDDEN';
  if (requireTwoFactor && !asker.twoFactorEnabled) return 'TWO_FACTOR_REQUIRED';
  return null;
}
