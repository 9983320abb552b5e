import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/**
 * A prerendered page is the same bytes for every visitor until it is regenerated,
 * so what the server works out from it (the script hashes of its
 * Content-Security-Policy, its compressed forms) is kept per version of the page,
 * keyed by a digest of its bytes, instead of being redone for every request.
 *
 * The compressed forms are made in the background on zlib's thread pool, at the
 * strongest settings (a slow phone network gains more from each byte saved than
 * the one-off work costs); until they are ready, the page is compressed on the
 * fly like any other response.
 */

export type PageEncoding = 'br' | 'gzip';
export type PageReview = { hashes: string[]; refused: number };

type Entry = PageReview & {
  compressed: Partial<Record<PageEncoding, Buffer>>;
  compressing: Set<PageEncoding>;
};

export type FinishedPage = PageReview & {
  /** The page compressed with `encoding`, when that is ready. */
  compressed: (encoding: PageEncoding) => Buffer | undefined;
};

const ENCODINGS: readonly PageEncoding[] = ['br', 'gzip'];

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
 * A page made for one response (a filled template): compressed at once, on this thread, at
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

export function createFinishedPageCache({
  maxEntries = 500,
  maxCompressedBytes = 64 * 1024 * 1024,
  maxCompressingAtOnce = 2,
}: {
  maxEntries?: number;
  maxCompressedBytes?: number;
  maxCompressingAtOnce?: number;
} = {}) {
  // A Map iterates in insertion order: an entry is moved to the end when used, so the first is the least recently used.
  const entries = new Map<string, Entry>();
  let compressedBytes = 0;
  let compressing = 0;

  const sizeOf = (entry: Entry) => (entry.compressed.br?.byteLength ?? 0) + (entry.compressed.gzip?.byteLength ?? 0);

  function evict() {
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && compressedBytes <= maxCompressedBytes) break;
      entries.delete(key);
      compressedBytes -= sizeOf(entry);
    }
  }

  function startCompressing(key: string, entry: Entry, page: Buffer) {
    for (const encoding of ENCODINGS) {
      if (entry.compressed[encoding] || entry.compressing.has(encoding) || compressing >= maxCompressingAtOnce)
        continue;
      entry.compressing.add(encoding);
      compressing += 1;
      compressPage(encoding, page)
        .then((result) => {
          // Stored only if the page is still cached: an evicted version is not brought back.
          if (entries.get(key) !== entry) return;
          entry.compressed[encoding] = result;
          compressedBytes += result.byteLength;
          evict();
        })
        .catch(() => {
          // Not kept: the page goes on being compressed on the fly.
        })
        .finally(() => {
          entry.compressing.delete(encoding);
          compressing -= 1;
        });
    }
  }

  return {
    /**
     * The review of `page` (worked out by `review` the first time this version is
     * seen), and its compressed forms once they are ready.
     */
    get(page: Buffer, review: () => PageReview): FinishedPage {
      const key = createHash('sha256').update(page).digest('base64');
      let entry = entries.get(key);
      if (entry) {
        entries.delete(key);
      } else {
        const { hashes, refused } = review();
        entry = { hashes, refused, compressed: {}, compressing: new Set() };
      }
      entries.set(key, entry);
      evict();
      startCompressing(key, entry, page);
      const found = entry;
      return { hashes: found.hashes, refused: found.refused, compressed: (encoding) => found.compressed[encoding] };
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The encoding to send a prerendered page in, from the request's Accept-Encoding:
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
