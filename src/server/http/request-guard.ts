/**
 * Requests refused with a status a client can act on, where Next.js would answer 500: a body over
 * nginx's client_max_body_size (Server Actions take 6 MB), an action without a length, a path whose
 * percent-encoding is not UTF-8. Next.js cuts off other bodies sent without a length (10 MB).
 */
export const MAX_REQUEST_BODY_BYTES = 7 * 1024 * 1024;

/** Routes that take a small JSON body (and stop reading at this size: security/read-limited-body.ts). */
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
