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

/** The moment the token was issued, or null when it is missing, damaged or not ours. */
export function formStartedAt(token: unknown, secret: string): number | null {
  if (typeof token !== 'string' || token.length > 100) return null;
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signature(secret, issuedAt));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? issuedAt : null;
}

/** A key of its own, derived from the site's secret, so these tokens can never stand in for anything else it signs. */
function signature(secret: string, issuedAt: number): string {
  const key = createHmac('sha256', secret).update('form-start-token key v1').digest();
  return createHmac('sha256', key).update(String(issuedAt)).digest('base64url');
}
