import { safeRedirectPath } from '@/lib/safe-redirect';
import { hasControlCharacters } from '@/lib/text';

/**
 * Whether better-auth may send a browser to `value` (a callbackURL, redirectTo,
 * newUserCallbackURL or errorCallbackURL): a path of this site that passes
 * safeRedirectPath, or an absolute URL on BASE_URL's origin whose path does.
 * better-auth's own check lets `/.//evil.com` through (its parser collapses
 * the dot segment after the check), and the browser would then read
 * `//evil.com` as a host.
 */
export function isSafeAuthCallback(value: string, baseUrl: string): boolean {
  if (value.startsWith('/')) return safeRedirectPath(value, '') !== '';
  if (hasControlCharacters(value) || value.includes('\\')) return false;
  try {
    const url = new URL(value);
    if (url.origin !== new URL(baseUrl).origin) return false;
    return safeRedirectPath(`${url.pathname}${url.search}${url.hash}`, '') !== '';
  } catch {
    return false;
  }
}
