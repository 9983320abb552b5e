import { compressPage, PAGE_ENCODINGS, type PageEncoding } from './page-compression';

/**
 * The production server's cache of shared pages, in front of Next.js: a page shared in a
 * WhatsApp group of thousands is rendered once a minute, not once per farmer (docs/caching.md §4).
 */
export type CachedPage = {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  etag?: string;
  /** A template's body holds placeholders (page-template.ts), its policy each visitor's nonce and these hashes. */
  template?: { hashes: string[] };
};

export type KeptPage = CachedPage & { compressed: Partial<Record<PageEncoding, Buffer>> };

type Entry = KeptPage & { renderStartedAt: number; expiresAt: number; compressing: Set<PageEncoding> };

export type PageFill = {
  /** Keeps the page for `maxAgeSeconds` (unless content changed while it was rendered) and hands it to the waiters. */
  store: (page: CachedPage, maxAgeSeconds: number) => KeptPage | undefined;
  /** Nothing to keep: the waiters go to the app themselves. */
  abandon: () => void;
};

export function createPageCache({
  lastChangeAt,
  maxEntries = 2000,
  maxBytes = 128 * 1024 * 1024,
  maxCompressingAtOnce = 2,
  now = Date.now,
}: {
  lastChangeAt: () => number;
  maxEntries?: number;
  maxBytes?: number;
  maxCompressingAtOnce?: number;
  now?: () => number;
}) {
  // A Map iterates in insertion order: a used entry moves to the end, so the first is the least recently used.
  const entries = new Map<string, Entry>();
  const fills = new Map<string, Promise<KeptPage | undefined>>();
  let bytes = 0;
  let compressing = 0;

  const sizeOf = (entry: Entry) =>
    entry.body.byteLength +
    PAGE_ENCODINGS.reduce((sum, encoding) => sum + (entry.compressed[encoding]?.byteLength ?? 0), 0);

  function drop(key: string) {
    const entry = entries.get(key);
    if (entry) bytes -= sizeOf(entry);
    entries.delete(key);
  }

  function evict() {
    while (entries.size > 0 && (entries.size > maxEntries || bytes > maxBytes)) drop(entries.keys().next().value ?? '');
  }

  /** A few at a time: the next request for the page starts the rest. */
  function compressInBackground(key: string, entry: Entry) {
    if (entry.template) return;
    for (const encoding of PAGE_ENCODINGS) {
      if (entry.compressed[encoding] || entry.compressing.has(encoding) || compressing >= maxCompressingAtOnce)
        continue;
      entry.compressing.add(encoding);
      compressing += 1;
      compressPage(encoding, entry.body)
        .then((copy) => {
          if (entries.get(key) !== entry) return; // dropped meanwhile
          entry.compressed[encoding] = copy;
          bytes += copy.byteLength;
          evict();
        })
        .catch(() => undefined) // the next request tries again; meanwhile each response is compressed on the fly
        .finally(() => {
          compressing -= 1;
          entry.compressing.delete(encoding);
        });
    }
  }

  return {
    /** The fresh page kept under `key`, if any. */
    get(key: string): KeptPage | undefined {
      const entry = entries.get(key);
      if (!entry || entry.renderStartedAt <= lastChangeAt() || now() >= entry.expiresAt) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      compressInBackground(key, entry);
      return entry;
    },
    /** The render of `key` under way: its page, or undefined when it gave none to keep. */
    pending(key: string): Promise<KeptPage | undefined> | undefined {
      return fills.get(key);
    },
    /** This request renders `key`; others asking meanwhile wait for it. */
    startFill(key: string): PageFill {
      const renderStartedAt = now();
      let settle: (page: KeptPage | undefined) => void = () => {};
      const waiting = new Promise<KeptPage | undefined>((resolve) => {
        settle = resolve;
      });
      fills.set(key, waiting);
      const finish = (page: KeptPage | undefined) => {
        if (fills.get(key) === waiting) fills.delete(key);
        settle(page);
      };
      return {
        store(page, maxAgeSeconds) {
          // Content changed while this page was rendered: it may show the old content.
          if (renderStartedAt <= lastChangeAt() || maxAgeSeconds <= 0) return void finish(undefined);
          const previous = entries.get(key);
          const same = previous && !page.template && previous.body.equals(page.body);
          drop(key);
          const entry: Entry = {
            ...page,
            compressed: same ? { ...previous.compressed } : {},
            compressing: new Set(),
            renderStartedAt,
            expiresAt: renderStartedAt + maxAgeSeconds * 1000,
          };
          entries.set(key, entry);
          bytes += sizeOf(entry);
          evict();
          compressInBackground(key, entry);
          finish(entry);
          return entry;
        },
        abandon: () => finish(undefined),
      };
    },
    get size() {
      return entries.size;
    },
  };
}
