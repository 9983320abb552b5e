import type { RateLimitRule } from '../security/rate-limit';

/**
 * The limits of sign-in and the other password checks, in one place.
 *
 * Per address: better-auth applies them to requests to /api/auth (its
 * `customRules`); our forms call its API from Server Actions, which better-auth
 * does not limit, so they apply the same ones themselves (rate-limit-auth.ts).
 *
 * Per account: the before-hook (auth-hooks.ts) applies them to both paths at
 * once, so an attempt counts once whichever way it came, and a client that
 * claims a new address for each try still cannot hammer one account.
 */
export const SIGN_IN_LIMIT: RateLimitRule = { max: 3, windowSeconds: 10 };
/** Per account, whatever address the attempts come from. */
export const SIGN_IN_ACCOUNT_LIMIT: RateLimitRule = { max: 10, windowSeconds: 15 * 60 };
export const SIGN_UP_LIMIT: RateLimitRule = { max: 5, windowSeconds: 60 };
export const PASSWORD_RESET_LIMIT: RateLimitRule = { max: 3, windowSeconds: 60 };
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
