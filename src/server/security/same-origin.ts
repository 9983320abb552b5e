/**
 * A state-changing request must come from a page of this site: its Origin header
 * must be present and equal to the site's own origin (BASE_URL, or the origin the
 * request was addressed to). Browsers always send Origin on POST, so a missing
 * one means a non-browser client or a very old browser, and is refused too.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

export function isSameOrigin(options: { origin: string | null; requestOrigin: string; baseUrl: string }): boolean {
  const { origin } = options;
  if (!origin || origin === 'null') return false;
  try {
    const normalized = new URL(origin).origin;
    return normalized === new URL(options.baseUrl).origin || normalized === new URL(options.requestOrigin).origin;
  } catch {
    return false;
  }
}
