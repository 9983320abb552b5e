import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SHARED_PAGE_CACHE_CONTROL, settleCacheControl } from '@/server/http/page-cache-headers';
import { keptHeaders } from '@/server/http/page-keeping';

function response(status: number, headers: Record<string, string> = {}) {
  const answer = new ServerResponse(new IncomingMessage(new Socket()));
  answer.statusCode = status;
  for (const [name, value] of Object.entries(headers)) answer.setHeader(name, value);
  return answer;
}

describe('cache headers of a finished page', () => {
  it('lets shared caches keep a prerendered or shared page for a minute', () => {
    const prerendered = response(200, { 'Cache-Control': 's-maxage=3600, stale-while-revalidate' });
    expect(settleCacheControl(prerendered, { sharing: undefined, keepPrivate: false })).toBe(true);
    expect(prerendered.getHeader('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    const shared = response(200, { 'Cache-Control': 'private, no-cache, no-store' });
    expect(settleCacheControl(shared, { sharing: 'shared', keepPrivate: false })).toBe(true);
    expect(shared.getHeader('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
  });

  it('keeps an answer for one visitor out of every cache', () => {
    const private_ = response(200);
    expect(settleCacheControl(private_, { sharing: 'shared', keepPrivate: true })).toBe(false);
    expect(private_.getHeader('cache-control')).toBe('private, no-store');
    const withCookie = response(200, { 'Set-Cookie': 'toast=saved' });
    expect(settleCacheControl(withCookie, { sharing: 'shared', keepPrivate: false })).toBe(false);
    expect(withCookie.getHeader('cache-control')).toBe('private, no-store');
  });

  it('keeps a redirect Next.js lets shared caches keep for a minute too, and leaves one for one visitor alone', () => {
    const products = response(307, { 'Cache-Control': 's-maxage=3600, stale-while-revalidate=31532400' });
    expect(settleCacheControl(products, { sharing: 'shared', keepPrivate: false })).toBe(true);
    expect(products.getHeader('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    // The home page sends a visitor to their language (src/proxy.ts).
    const home = response(307, { 'Cache-Control': 'private, no-store' });
    expect(settleCacheControl(home, { sharing: 'shared', keepPrivate: false })).toBe(false);
    expect(home.getHeader('cache-control')).toBe('private, no-store');
  });

  it('leaves a page kept by this server only as Next.js wrote it, and lets nobody keep a failure', () => {
    const helpAnswer = response(200, { 'Cache-Control': 'private, no-store' });
    expect(settleCacheControl(helpAnswer, { sharing: 'this-server', keepPrivate: false })).toBe(true);
    expect(helpAnswer.getHeader('cache-control')).toBe('private, no-store');
    const failed = response(503, { 'Cache-Control': 's-maxage=60' });
    expect(settleCacheControl(failed, { sharing: 'shared', keepPrivate: false })).toBe(false);
    expect(failed.getHeader('cache-control')).toBe('no-store');
  });
});

describe('the headers the page cache keeps', () => {
  it('drops those of one response, and varies by Accept-Encoding', () => {
    const answer = response(200, { 'X-Request-Id': 'abc', 'Content-Length': '10', Vary: 'rsc', ETag: '"1"' });
    expect(keptHeaders(answer, false)).toEqual([
      ['vary', 'rsc, Accept-Encoding'],
      ['etag', '"1"'],
    ]);
  });

  it('drops a template’s policy and etag, which differ per visitor', () => {
    const answer = response(200, { 'Content-Security-Policy': "script-src 'nonce-x'", ETag: '"1"' });
    expect(keptHeaders(answer, true)).toEqual([['vary', 'Accept-Encoding']]);
  });
});
