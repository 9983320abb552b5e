import type { ServerResponse } from 'node:http';
import type { CachedPage, KeptPage, PageFill } from './page-cache';
import { SHARED_PAGE_SECONDS } from './page-cache-headers';

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

/** What the page cache keeps of this response's headers. A template's policy and ETag are each visitor's own. */
export function keptHeaders(response: ServerResponse, template: boolean): CachedPage['headers'] {
  const headers: CachedPage['headers'] = [];
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value === undefined || RESPONSE_OWN_HEADERS.has(name)) continue;
    if (template && (name === 'content-security-policy' || name === 'etag')) continue;
    headers.push([name, Array.isArray(value) ? value : String(value)]);
  }
  // A kept page is sent compressed or not by the request's Accept-Encoding.
  const vary = headers.find(([name]) => name === 'vary');
  if (!vary) headers.push(['vary', 'Accept-Encoding']);
  else if (!/accept-encoding/i.test(String(vary[1]))) vary[1] = `${vary[1]}, Accept-Encoding`;
  return headers;
}

/** Hands a finished page to the page cache (page-cache.ts), as long as shared caches keep it; returns what was kept. */
export function keepPage(
  response: ServerResponse,
  fill: PageFill,
  { body, template }: Pick<CachedPage, 'body' | 'template'>,
): KeptPage | undefined {
  const etag = response.getHeader('etag');
  const page = {
    status: response.statusCode,
    headers: keptHeaders(response, template !== undefined),
    body,
    template,
    etag: etag && !template ? String(etag) : undefined,
  };
  response.setHeader('X-Page-Cache', 'MISS');
  return fill.store(page, SHARED_PAGE_SECONDS);
}
