/**
 * Requests refused before Next.js sees them, with the status a client can act on:
 * - a declared body over MAX_REQUEST_BODY_BYTES (the same 7 MB as nginx's
 *   client_max_body_size; Server Actions take 6 MB) is a 413, where Next.js would
 *   read it and answer 500 for a Server Action;
 * - a Server Action without Content-Length is a 411: browsers always send one (and
 *   nginx adds one), and Next.js answers an endless chunked body with a 500;
 * - a declared body over a small route's limit (SMALL_BODY_LIMITS) is a 413 too;
 * - a path whose percent-encoding is not UTF-8 (`/api/files/..%c0%af`) is a 400,
 *   where Next.js's decoding throws and answers 500.
 * Other bodies sent without a length are cut off by Next.js itself (10 MB).
 */
export const MAX_REQUEST_BODY_BYTES = 7 * 1024 * 1024;

/**
 * Routes that take only a small JSON body: a larger declared body is refused
 * before a byte of it is read (the route also stops reading a body sent without
 * a length at this size: read-limited-body.ts).
 */
export const SMALL_BODY_LIMITS: Record<string, number> = {
  // A question of at most 500 characters (1.5 kB in Assamese) and its language.
  '/api/chat': 4 * 1024,
};

export function refusalOf(request: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): { status: 400 | 411 | 413; error: string } | null {
  const declared = request.headers['content-length'];
  const length = Number(declared ?? 0);
  if (Number.isFinite(length) && length > MAX_REQUEST_BODY_BYTES) return { status: 413, error: 'BODY_TOO_LARGE' };
  if (request.method === 'POST' && request.headers['next-action'] && declared === undefined) {
    return { status: 411, error: 'LENGTH_REQUIRED' };
  }
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const small = SMALL_BODY_LIMITS[path];
  if (small !== undefined && Number.isFinite(length) && length > small) return { status: 413, error: 'BODY_TOO_LARGE' };
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, error: 'MALFORMED_PATH' };
  }
  return null;
}
