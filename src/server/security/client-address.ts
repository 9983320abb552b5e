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
 *   X-Forwarded-For, X-Real-IP, X-Forwarded-Host, -Proto or -Port the client
 *   sent is dropped, so nothing downstream can read a forged one (Next.js then
 *   fills the X-Forwarded ones from the connection itself).
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
    for (const name of ['x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) {
      delete headers[name];
    }
  }
  const address = normaliseAddress(fromProxy ?? options.socketAddress) ?? 'unknown';
  headers[CLIENT_ADDRESS_HEADER] = address;
  return address;
}

/**
 * The address a request came from, for per-address limits. An IPv6 address
 * counts by its /64 network: every customer line gets at least a /64, so its
 * single addresses are free to rotate (better-auth's own limits group the same
 * way). Only the production server (serve.ts) writes the header over whatever
 * the client sent; under `next dev` a client can set it, and without it every
 * request shares the one bucket "unknown".
 */
export function clientAddress(headers: Headers): string {
  const address = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (!address) return 'unknown';
  return isIP(address) === 6 ? network64(address) : address;
}

/** `2001:db8:1:2:aaaa::1` → `2001:db8:1:2::/64`. */
function network64(address: string): string {
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
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
