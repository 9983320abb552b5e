import { hasControlCharacters } from './text';

/**
 * Where to send a visitor after login or signup. Only paths of this site are
 * honoured; anything else (another host, `//evil`, `javascript:`, back-slashes)
 * falls back to `/`, so the parameter can never become an open redirect.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Control characters could be stripped by the browser and turn the path into a host.
  if (hasControlCharacters(value)) return fallback;
  try {
    const base = 'http://site.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
