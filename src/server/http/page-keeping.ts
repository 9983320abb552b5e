import type { ServerResponse } from 'node:http';
import { type CachedPage, type KeptPage, type PageFill, sharedMaxAge } from './page-cache';
import type { PageSharing } from './page-cache-policy';

/** How long this server keeps a page no other cache may keep (page-cache-policy.ts). */
const SERVER_KEPT_SECONDS = 60;

/** Headers that belong to one response, never to a kept page. */
const RESPONSE_OWN_HEADERS = new Set([
  'x-request-id',
  'x-page-cache',
  'date',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

/** What the page cache keeps of this response: its headers, less those of this response alone. */
export function keptHeaders(response: ServerResponse, perVisitor: boolean): CachedPage['headers'] {
  const headers: CachedPage['headers'] = [];
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value === undefined || RESPONSE_OWN_HEADERS.has(name)) continue;
    // A template's policy names each visitor's nonce, and its bytes differ per visitor.
    if (perVisitor && (name === 'content-security-policy' || name === 'etag')) continue;
    headers.push([name, Array.isArray(value) ? value : String(value)]);
  }
  // A kept page is sent compressed or not by the request's Accept-Encoding (the compression
  // middleware adds this only when it compresses, later).
  const vary = headers.find(([name]) => name === 'vary');
  if (!vary) headers.push(['vary', 'Accept-Encoding']);
  else if (!/accept-encoding/i.test(String(vary[1]))) vary[1] = `${vary[1]}, Accept-Encoding`;
  return headers;
}

/**
 * Hands a finished page to the server's page cache (page-cache.ts), when this render was
 * asked to fill it, and says so in X-Page-Cache. A template's body holds the placeholders
 * it was rendered with, and its headers no policy nor ETag: each visitor gets their own.
 * Returns what the cache kept.
 */
export function keepPage(
  response: ServerResponse,
  fill: PageFill,
  sharing: PageSharing,
  { body, template }: Pick<CachedPage, 'body' | 'template'>,
): KeptPage | undefined {
  const etag = response.getHeader('etag');
  const kept = fill.store(
    {
      status: response.statusCode,
      headers: keptHeaders(response, template !== undefined),
      body,
      template,
      etag: etag && !template ? String(etag) : undefined,
    },
    sharing === 'shared' ? sharedMaxAge(String(response.getHeader('cache-control') ?? '')) : SERVER_KEPT_SECONDS,
  );
  response.setHeader('X-Page-Cache', 'MISS');
  return kept;
}
