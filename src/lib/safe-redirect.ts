import { hasControlCharacters } from './text';

/** `%2f` and `%5c`: a slash or back-slash that some server or router may decode later. */
const ENCODED_SEPARATOR = /%2f|%5c/i;

/**
 * Where to send a visitor after login or signup. Only paths of this site are
 * honoured; anything else (another host, `//evil`, `javascript:`, back-slashes)
 * falls back to `/`, so the parameter can never become an open redirect.
 *
 * The check is made twice: on the text as given, and on the path the URL parser
 * makes of it, because dot segments collapse (`/.//evil.com`, `/a/..//evil.com`,
 * `/%2e//evil.com` all become `//evil.com`, which a browser reads as a host).
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!isSitePath(value)) return fallback;
  // Control characters could be stripped by the browser and turn the path into a host.
  if (hasControlCharacters(value)) return fallback;
  const pathEnd = value.search(/[?#]/);
  if (ENCODED_SEPARATOR.test(pathEnd === -1 ? value : value.slice(0, pathEnd))) return fallback;
  try {
    const base = 'http://site.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    return isSitePath(normalised) ? normalised : fallback;
  } catch {
    return fallback;
  }
}

/** Starts with one slash, and holds no back-slash (browsers read `\` as `/`). */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}
