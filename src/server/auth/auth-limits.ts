import type { RateLimitRule } from '../security/rate-limit';

/**
 * The limits of sign-in and the other password checks, in one place.
 *
 * Per address: better-auth applies them to requests to /api/auth (its
 * `customRules`); our forms call its API from Server Actions, which better-auth
 * does not limit, so they apply the same ones themselves (rate-limit-auth.ts).
 *
 * Per account: the hooks (auth-hooks.ts) apply them to both paths at once, so
 * an attempt counts once whichever way it came, and a client that claims a new
 * address for each try still cannot hammer one account.
 */
export const SIGN_IN_LIMIT: RateLimitRule = { max: 3, windowSeconds: 10 };

/**
 * Wrong passwords only (a right one never counts), so nobody can keep an owner
 * out by trying their account from elsewhere:
 * - per account from one address: a hard limit (that address is refused);
 * - per address, over every account it tries: a hard limit (credential stuffing);
 * - per account from everywhere: never a refusal, only a slowdown. Past `after`
 *   recent failures each sign-in of that account waits a little longer (up to
 *   `maxDelayMs`) before its password is checked, the right password included.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS: RateLimitRule = { max: 10, windowSeconds: 15 * 60 };
export const SIGN_IN_FAILURES_PER_ADDRESS: RateLimitRule = { max: 50, windowSeconds: 60 * 60 };
export const SIGN_IN_ACCOUNT_SLOWDOWN = {
  // Counted without a cap, so the window runs from the latest failure.
  rule: { max: 1_000_000, windowSeconds: 15 * 60 } satisfies RateLimitRule,
  after: 10,
  stepMs: 100,
  maxDelayMs: 2000,
};
/** How long a sign-in of an account with `failures` recent wrong passwords waits before it is checked. */
export function signInDelayMs(failures: number): number {
  const { after, stepMs, maxDelayMs } = SIGN_IN_ACCOUNT_SLOWDOWN;
  return failures < after ? 0 : Math.min(maxDelayMs, (failures - after + 1) * stepMs);
}
export const SIGN_UP_LIMIT: RateLimitRule = { max: 5, windowSeconds: 60 };
export const PASSWORD_RESET_LIMIT: RateLimitRule = { max: 3, windowSeconds: 60 };
/** The current password typed to change it: per address, and per account (a stolen session must not guess it). */
export const PASSWORD_CHANGE_LIMIT: RateLimitRule = { max: 5, windowSeconds: 60 };
/**
 * The password a signed-in user types to turn two-step sign-in on (or off, or to
 * see the setup key or new backup codes again): per address and per account.
 */
export const TWO_FACTOR_PASSWORD_LIMIT: RateLimitRule = { max: 5, windowSeconds: 60 };

/** The endpoints of better-auth's twoFactor plugin that check the account's password. */
export const TWO_FACTOR_PASSWORD_PATHS = [
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
] as const;

/** Sign-in codes typed, per address (each code also allows only 5 tries; phone-codes.ts). */
export const PHONE_CODE_CHECK_LIMIT: RateLimitRule = { max: 10, windowSeconds: 60 };
