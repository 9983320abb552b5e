import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { areTagsExpired } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { decodeCacheEntry, encodeCacheEntry } from './cache-entry-codec.mjs';
import { lastChangeAt, onRevalidation, recordRevalidation, revalidationsHeard } from './revalidation-clock.mjs';
import { sharedEntries } from './shared-entries.mjs';

/**
 * Next.js's cache handler (`cacheHandler` in next.config.ts): Next.js's own
 * file-system cache, plus what several processes and servers need
 * (docs/decisions/029-page-cache-and-cluster.md):
 * - its tag revalidations are recorded on the revalidation clock, so that the
 *   production server's page cache, its other workers and the other servers hear
 *   of them; those made elsewhere are applied here, so no worker or server keeps
 *   data or pages an admin has changed;
 * - with REDIS_URL, entries are also written to Redis and read from there first,
 *   so a page or data one server rendered serves the others (a Redis entry is
 *   judged by the same tag manifest as a local one).
 */
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** Next.js keeps its tag manifest in one module-level map: any instance's revalidateTag updates it. */
const applyToManifest = (/** @type {import('./revalidation-clock.mjs').Revalidation} */ change) =>
  FileSystemCache.prototype.revalidateTag.call(Object.create(FileSystemCache.prototype), change.tags, change.durations);

for (const change of revalidationsHeard()) void applyToManifest(change);
onRevalidation((change, origin) => {
  if (origin === 'elsewhere') void applyToManifest(change);
});

/** How long Redis keeps an entry nobody rewrote: a day (pages and data are revalidated far sooner). */
const SHARED_ENTRY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * When the request being handled started: scripts/serve-worker.ts opens a context
 * per request (src/server/http/request-context.ts, kept on globalThis under this symbol).
 * @returns {number | undefined}
 */
function requestStartedAt() {
  const store = /** @type {{ getStore(): { startedAt?: number } | undefined } | undefined} */ (
    /** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('aquaculture-site.request-context')]
  );
  return store?.getStore()?.startedAt;
}

export default class SiteCacheHandler extends FileSystemCache {
  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number } | undefined} durations
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : [...tags];
    // Awaited: Next.js answers the admin's action only once every worker has the change.
    await recordRevalidation(durations ? { tags: list, durations } : { tags: list }, 'here');
  }

  /**
   * @param {string} key
   * @param {{ kind: string, tags?: string[], softTags?: string[] }} context
   */
  async get(key, context) {
    const store = sharedEntries();
    if (store) {
      const text = await store.get(key).catch(() => null);
      const entry = text ? /** @type {CacheEntry} */ (decodeCacheEntry(text)) : undefined;
      if (entry && !this.expired(entry, context)) return entry;
    }
    return super.get(key, context);
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {{ cacheControl?: unknown, fetchCache?: boolean }} context
   */
  async set(key, data, context) {
    // A render that began before the last change (here, in another worker or on another
    // server) may hold the old content, yet would be stored as newer than the change:
    // a link prefetch of /about running while an admin deleted a testimonial kept the
    // deleted one for the next visitor (seen in CI). Such an entry is not kept.
    const startedAt = requestStartedAt();
    if (startedAt !== undefined && startedAt <= lastChangeAt()) return;
    await super.set(key, data, context);
    const store = sharedEntries();
    if (!store || !data) return;
    const entry = {
      value: data,
      lastModified: Date.now(),
      cacheControl: context.fetchCache ? undefined : context.cacheControl,
    };
    await store.set(key, encodeCacheEntry(entry), SHARED_ENTRY_TTL_MS).catch(() => undefined);
  }

  /**
   * The rule of Next.js's own file-system cache: a page or route whose tags were
   * revalidated after it was stored is gone; data (unstable_cache) too, and at
   * once when its tags were revalidated in this very request.
   * @param {CacheEntry} entry
   * @param {{ kind: string, tags?: string[], softTags?: string[] }} context
   */
  expired(entry, context) {
    const value = entry.value;
    if (!value) return true;
    if (value.kind === 'FETCH') {
      const tags = context.kind === 'FETCH' ? [...(context.tags ?? []), ...(context.softTags ?? [])] : [];
      return tags.some((tag) => (this.revalidatedTags ?? []).includes(tag)) || areTagsExpired(tags, entry.lastModified);
    }
    const header = value.headers?.['x-next-cache-tags'];
    return typeof header === 'string' && areTagsExpired(header.split(','), entry.lastModified);
  }
}

/**
 * @typedef {{
 *   value: { kind: string, headers?: Record<string, unknown> } | null,
 *   lastModified: number,
 *   cacheControl?: unknown,
 * }} CacheEntry
 */
