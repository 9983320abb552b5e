import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache } from '@/server/http/page-cache';
import { compressForOneResponse, preferredEncoding } from '@/server/http/page-compression';

const page = (text: string) => Buffer.from(`<!DOCTYPE html><html><body>${text.repeat(200)}</body></html>`);
const kept = (body: Buffer) => ({ status: 200, headers: [], body });

describe('the compressed copies of a kept page', () => {
  it('has none at first, then Brotli and gzip copies that give back the exact page', async () => {
    const cache = createPageCache({ lastChangeAt: () => 0 });
    const html = page('Fingerlings for the monsoon season. ');
    cache.startFill('/a').store(kept(html), 60);
    expect(cache.get('/a')?.compressed.br).toBeUndefined();
    await expect.poll(() => Object.keys(cache.get('/a')?.compressed ?? {}).sort()).toEqual(['br', 'gzip']);
    const { br, gzip } = cache.get('/a')?.compressed ?? {};
    expect(br && brotliDecompressSync(br).equals(html)).toBe(true);
    expect(gzip && gunzipSync(gzip).equals(html)).toBe(true);
    expect(br?.byteLength).toBeLessThan(html.byteLength / 10);
    // Made once: the same copies on every later visit.
    expect(cache.get('/a')?.compressed.br).toBe(br);
  });

  it('keeps the copies when the page is rendered again as the same bytes, and not when it changed', async () => {
    const time = { now: 1_000_000 };
    const cache = createPageCache({ lastChangeAt: () => 0, now: () => time.now });
    const html = page('Rohu fingerlings. ');
    cache.startFill('/a').store(kept(html), 60);
    await expect.poll(() => cache.get('/a')?.compressed.gzip !== undefined).toBe(true);
    const copies = cache.get('/a')?.compressed;
    time.now += 61_000;
    expect(cache.get('/a')).toBeUndefined();
    // Next.js serves the same bytes from its own cache: the strongest copies go out at once.
    cache.startFill('/a').store(kept(Buffer.from(html)), 60);
    expect(cache.get('/a')?.compressed.br).toBe(copies?.br);
    time.now += 61_000;
    cache.startFill('/a').store(kept(page('Catla fingerlings. ')), 60);
    expect(cache.get('/a')?.compressed.br).toBeUndefined();
  });

  it('makes a few at a time, and the rest on a later visit', async () => {
    const cache = createPageCache({ lastChangeAt: () => 0, maxCompressingAtOnce: 1 });
    cache.startFill('/a').store(kept(page('Rohu. ')), 60);
    cache.startFill('/b').store(kept(page('Catla. ')), 60);
    await expect.poll(() => cache.get('/a')?.compressed.gzip !== undefined).toBe(true);
    await expect.poll(() => cache.get('/b')?.compressed.gzip !== undefined).toBe(true);
  });

  it('keeps no copies of a template: each visitor’s page is other bytes', async () => {
    const cache = createPageCache({ lastChangeAt: () => 0 });
    const template = { fill: () => page('x'), hashes: [] };
    cache.startFill('/order').store({ ...kept(page('Order. ')), template }, 60);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cache.get('/order')?.compressed).toEqual({});
  });

  it('counts the copies in the cache’s size: a page whose copies pass the limit goes', async () => {
    const html = page('Testing kits. ');
    const cache = createPageCache({ lastChangeAt: () => 0, maxBytes: html.byteLength + 10 });
    cache.startFill('/kits').store(kept(html), 60);
    expect(cache.size).toBe(1);
    await expect.poll(() => cache.size).toBe(0);
  });

  it('compresses a page made for one response quickly, to the same bytes', () => {
    const html = page('Feed. ');
    expect(brotliDecompressSync(compressForOneResponse('br', html)).equals(html)).toBe(true);
    expect(gunzipSync(compressForOneResponse('gzip', html)).equals(html)).toBe(true);
  });
});

describe('the encoding a page is sent in', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
    ['br;q=abc', undefined],
  ])('%s gives %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
