import type { ServerResponse } from 'node:http';
import type { PageSharing } from './page-cache-policy';
import { isRedirect } from './page-redirect';

/** How long shared caches (this server's page cache, nginx) keep a page: an admin's change shows within a minute. */
export const SHARED_PAGE_SECONDS = 60;
export const SHARED_PAGE_CACHE_CONTROL = `public, s-maxage=${SHARED_PAGE_SECONDS}, stale-while-revalidate=3600`;

/**
 * The page's Cache-Control, and whether any cache may keep it (docs/caching.md §4): shared pages
 * and what Next.js lets shared caches keep are kept a minute, unless this answer is one visitor's
 * (the page said so, or set a cookie); this server's own pages stay `private, no-store`.
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
