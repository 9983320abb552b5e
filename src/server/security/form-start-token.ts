import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * When a form appeared, on the server's clock: `<milliseconds>.<signature>`,
 * signed with a key derived from the site's secret so a page's script cannot
 * make it older. The
 * spam check measures the time to fill a form from it, so a phone whose clock
 * runs ahead or behind makes no difference (issue 16).
 */
export function issueFormStartToken(secret: string, now: number = Date.now()): string {
  return `${now}.${signature(secret, now)}`;
}

/** A token older than this is no longer taken (a form left open longer is judged as if sent without it). */
export const FORM_START_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Several servers' clocks may differ by a little; a token from further ahead is not ours. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * The moment the token was issued, or null when it is missing, damaged, not
 * ours, or older than a day (a token taken once must not serve a script for ever).
 */
export function formStartedAt(token: unknown, secret: string, now: number = Date.now()): number | null {
  if (typeof token !== 'string' || token.length > 100) return null;
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signature(secret, issuedAt));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return now - issuedAt > FORM_START_TOKEN_MAX_AGE_MS || issuedAt - now > CLOCK_SKEW_MS ? null : issuedAt;
}

/** A key of its own, derived from the site's secret, so these tokens can never stand in for anything else it signs. */
function signature(secret: string, issuedAt: number): string {
  const key = createHmac('sha256', secret).update('form-start-token key v1').digest();
  return createHmac('sha256', key).update(String(issuedAt)).digest('base64url');
}
