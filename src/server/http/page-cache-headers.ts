import type { ServerResponse } from 'node:http';
import type { PageSharing } from './page-cache-policy';
import { isRedirect } from './page-redirect';

/** How long shared caches (this server's page cache, nginx) keep a page: an admin's change shows within a minute anyway. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=3600';

/**
 * The page's Cache-Control, and whether any cache may keep it (returned).
 * - Prerendered pages may be kept by a shared cache (nginx) for an hour by Next.js's rule; an admin's
 *   change must show within a minute, so shared caches keep them 60 s, then refresh in the background.
 * - Pages of the shared table (page-cache-policy.ts) are kept the same way, unless this answer is for
 *   one visitor (the page said so, or it set a cookie): then no cache keeps it.
 * - A page kept by this server only (the help answers) keeps Next.js's `private, no-store`.
 * - A redirect Next.js lets shared caches keep (/products: where it leads changes with the catalogue)
 *   is kept like a page; any other (the home page's to the visitor's language) is left as it is.
 * - A failed page is kept by nobody.
 */
export function settleCacheControl(
  response: ServerResponse,
  { sharing, keepPrivate }: { sharing: PageSharing | undefined; keepPrivate: boolean },
): boolean {
  if (response.statusCode >= 500) {
    response.setHeader('Cache-Control', 'no-store');
    return false;
  }
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  const kept = response.statusCode === 200 || (isRedirect(response.statusCode) && cacheControl.includes('s-maxage'));
  const keepable = kept && !keepPrivate && !response.hasHeader('set-cookie');
  if (kept && (cacheControl.includes('s-maxage') || sharing === 'shared')) {
    response.setHeader('Cache-Control', keepable ? SHARED_PAGE_CACHE_CONTROL : 'private, no-store');
  }
  return keepable;
}
