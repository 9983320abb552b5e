import { LOCALES } from '@/lib/i18n/locales';

/** Secrets carried in a path: a reset link's token, an order's tracking token, a staff invitation's. */
const SECRET_SEGMENTS = [
  /^(\/api\/auth\/reset-password\/)[^/]+/i,
  new RegExp(`^(\\/(?:(?:${LOCALES.join('|')})\\/)?(?:t|invitation)\\/)[^/]+`, 'i'),
];

/**
 * The path as the logs keep it: without the query (reset and verification tokens travel there) and
 * the secrets of a path. Whoever reads the logs must not be able to take an account or read an order.
 */
export function loggablePath(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return SECRET_SEGMENTS.reduce((redacted, segment) => redacted.replace(segment, '$1[redacted]'), path);
}
