/**
 * The address a request came from: the last X-Forwarded-For entry, which is
 * the one added by the nearest proxy (or by Next.js itself from the socket when
 * the request carries none). Behind a reverse proxy that sets the header, this
 * is the visitor's address. Without one a client can send its own header, so
 * limits that matter are also kept per account (see sign-in.ts).
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? (headers.get('x-real-ip')?.trim() || 'unknown');
}
