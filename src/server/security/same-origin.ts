/**
 * A state-changing request must come from a page of this site: its Origin header
 * must be present and equal to the site's own origin (BASE_URL) or to the origin
 * the request was addressed to (the address in the visitor's bar: 127.0.0.1, a LAN
 * address, www or the bare domain), as Next.js itself checks Server Actions.
 * Browsers always send Origin on POST, so a missing one means a non-browser client
 * or a very old browser, and is refused too.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

export function isSameOrigin(options: {
  origin: string | null;
  requestOrigin: string | null;
  baseUrl: string;
}): boolean {
  const { origin } = options;
  if (!origin || origin === 'null') return false;
  try {
    const normalized = new URL(origin).origin;
    if (normalized === new URL(options.baseUrl).origin) return true;
    return options.requestOrigin !== null && normalized === new URL(options.requestOrigin).origin;
  } catch {
    return false;
  }
}

/**
 * The origin a request was addressed to: the Host the browser sent it to (or, behind
 * a proxy, the X-Forwarded-Host and X-Forwarded-Proto it adds). A page on another site
 * cannot set these headers on a request it makes a browser send, so they cannot
 * make a foreign Origin look like ours. Null when there is no usable host.
 */
export function addressedOrigin(headers: Headers, protocol: string): string | null {
  const host = firstValue(headers.get('x-forwarded-host')) ?? firstValue(headers.get('host'));
  const forwardedProtocol = firstValue(headers.get('x-forwarded-proto'));
  const scheme =
    forwardedProtocol === 'https' || forwardedProtocol === 'http' ? forwardedProtocol : protocol.replace(/:$/, '');
  // Only a host name or address with an optional port: a path or credentials make it no origin.
  if (!host || !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(host)) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

function firstValue(header: string | null): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value ? value : undefined;
}
