import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/**
 * The compression step of finishing a page. A page the server's page cache keeps
 * is the same bytes for every visitor until it is rendered again, so it is
 * compressed once, in the background on zlib's thread pool, at the strongest
 * settings (a slow phone network gains more from each byte saved than the
 * one-off work costs; page-cache.ts). Until then, and for a page made for one
 * response, it is compressed on the fly.
 */

export type PageEncoding = 'br' | 'gzip';

export const PAGE_ENCODINGS: readonly PageEncoding[] = ['br', 'gzip'];

/** The copy the cache keeps: the strongest setting of each encoding (deterministic for the same bytes). */
export function compressPage(encoding: PageEncoding, page: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      brotliCompress(
        page,
        {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: page.byteLength,
          },
        },
        done,
      );
    } else {
      gzip(page, { level: constants.Z_BEST_COMPRESSION }, done);
    }
  });
}

/**
 * A page made for one response (a filled template, or a kept page whose copies are not made
 * yet): compressed at once, on this thread, at
 * settings that take about half a millisecond for a 70 kB page (Brotli quality 2: 16 kB; gzip
 * level 1: 17 kB). On zlib's thread pool the same work measured ten times slower under load
 * (each call hands over, and a Brotli encoder sets up its window).
 */
export function compressForOneResponse(encoding: PageEncoding, page: Buffer): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(page, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 2,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: page.byteLength,
        },
      })
    : gzipSync(page, { level: 1 });
}

/**
 * The encoding to send a kept page in, from the request's Accept-Encoding:
 * Brotli when it is accepted at least as readily as gzip, else gzip, else none.
 * `q=0` refuses an encoding; `*` stands for any encoding not named.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const qualities = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (name) qualities.set(name.trim(), Number.isFinite(quality) ? quality : 0);
  }
  const quality = (name: PageEncoding) => qualities.get(name) ?? qualities.get('*') ?? 0;
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}
