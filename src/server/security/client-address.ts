import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

/**
 * The visitor's address, as the production server (scripts/serve.ts) found it:
 * written on every request before Next.js sees it, over any value the client
 * sent. Route handlers, Server Actions and better-auth only see headers, never
 * the socket, so this header is how the socket's address reaches them.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * Sets CLIENT_ADDRESS_HEADER on an incoming request (serve.ts calls it first):
 * - `trustProxy` off (the default): the address of the connection. Any
 *   X-Forwarded-For or X-Real-IP the client sent is dropped, so nothing
 *   downstream can read a forged one (Next.js then fills X-Forwarded-For from
 *   the socket itself).
 * - `trustProxy` on (behind nginx): the last X-Forwarded-For entry, the one the
 *   nearest proxy appended; a client can only forge the entries before it.
 *   When that entry is not an address, the connection's address is used.
 */
export function stampClientAddress(
  headers: IncomingHttpHeaders,
  options: { socketAddress: string | undefined; trustProxy: boolean },
): string {
  const fromProxy = options.trustProxy ? lastForwardedAddress(headers['x-forwarded-for']) : undefined;
  if (!options.trustProxy) {
    delete headers['x-forwarded-for'];
    delete headers['x-real-ip'];
  }
  const address = normaliseAddress(fromProxy ?? options.socketAddress) ?? 'unknown';
  headers[CLIENT_ADDRESS_HEADER] = address;
  return address;
}

/**
 * The address a request came from, for per-address limits. Without serve.ts in
 * front (`next dev`) the header is missing and every request shares the one
 * bucket "unknown": a limit may then be too strict, never escaped.
 */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}

function lastForwardedAddress(header: string | string[] | undefined): string | undefined {
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const last = entries.at(-1);
  return last && isIP(last) ? last : undefined;
}

/** `::ffff:203.0.113.9` (an IPv4 client of a dual-stack socket) counts as 203.0.113.9. */
function normaliseAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address.toLowerCase();
}
