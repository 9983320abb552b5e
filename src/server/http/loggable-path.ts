import { LOCALES } from '@/lib/i18n/locales';

// The path segments that are a secret: a reset link's token (better-auth's
// `/api/auth/reset-password/<token>`, before it redirects), an order's tracking
// token (`/t/<token>`, `/as/t/<token>`, `/hi/t/<token>`) and a staff
// invitation's (`/invitation/<token>`, which chooses a staff member's password).
const SECRET_SEGMENTS = [
  /^(\/api\/auth\/reset-password\/)[^/]+/i,
  new RegExp(`^(\\/(?:(?:${LOCALES.join('|')})\\/)?(?:t|invitation)\\/)[^/]+`, 'i'),
];

/**
 * The path of a request as the logs may keep it: without the query (reset and
 * verification tokens travel there: `/reset-password?token=…`,
 * `/api/auth/verify-email?token=…`) and with the tokens carried in a path
 * replaced. Whoever reads the logs must not be able to take over an account,
 * or read someone's order, with what they read.
 */
export function loggablePath(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return SECRET_SEGMENTS.reduce((redacted, segment) => redacted.replace(segment, '$1[redacted]'), path);
}
