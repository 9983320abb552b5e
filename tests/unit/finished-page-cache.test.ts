import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createFinishedPageCache, preferredEncoding } from '@/server/http/finished-page-cache';

const page = (text: string) => Buffer.from(`<!DOCTYPE html><html><body>${text.repeat(200)}</body></html>`);

/** Waits until the background compression has produced `encoding`, or fails after 5 s. */
async function compressedForm(
  cache: ReturnType<typeof createFinishedPageCache>,
  html: Buffer,
  encoding: 'br' | 'gzip',
): Promise<Buffer> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = cache.get(html, () => ({ hashes: [], refused: 0 })).compressed(encoding);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${encoding} form after 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the cache of prerendered pages', () => {
  it('reviews each version of a page once, and a changed page again', () => {
    const cache = createFinishedPageCache();
    let reviews = 0;
    const review = () => {
      reviews += 1;
      return { hashes: [`'sha256-${reviews}'`], refused: 0 };
    };
    expect(cache.get(page('Rohu'), review).hashes).toEqual(["'sha256-1'"]);
    expect(cache.get(page('Rohu'), review).hashes).toEqual(["'sha256-1'"]);
    expect(reviews).toBe(1);
    expect(cache.get(page('Catla'), review).hashes).toEqual(["'sha256-2'"]);
    expect(reviews).toBe(2);
  });

  it('has nothing compressed at first, then Brotli and gzip copies that give back the exact page', async () => {
    const cache = createFinishedPageCache();
    const html = page('Fingerlings for the monsoon season. ');
    const first = cache.get(html, () => ({ hashes: [], refused: 0 }));
    expect(first.compressed('br')).toBeUndefined();
    const br = await compressedForm(cache, html, 'br');
    const gzip = await compressedForm(cache, html, 'gzip');
    expect(brotliDecompressSync(br).equals(html)).toBe(true);
    expect(gunzipSync(gzip).equals(html)).toBe(true);
    expect(br.byteLength).toBeLessThan(html.byteLength / 10);
  });

  it('forgets the least recently used versions beyond its limit', () => {
    const cache = createFinishedPageCache({ maxEntries: 2 });
    let reviews = 0;
    const review = () => {
      reviews += 1;
      return { hashes: [], refused: 0 };
    };
    cache.get(page('one'), review);
    cache.get(page('two'), review);
    cache.get(page('one'), review); // used again: now "two" is the oldest
    cache.get(page('three'), review);
    expect(cache.size).toBe(2);
    expect(reviews).toBe(3);
    cache.get(page('one'), review);
    expect(reviews).toBe(3);
    cache.get(page('two'), review);
    expect(reviews).toBe(4);
  });

  it('keeps no compressed copies beyond its byte limit', async () => {
    const cache = createFinishedPageCache({ maxCompressedBytes: 1 });
    const html = page('Testing kits. ');
    cache.get(html, () => ({ hashes: [], refused: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cache.size).toBe(0);
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
