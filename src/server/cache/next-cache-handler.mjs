import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { onRevalidation, recordRevalidation, revalidationsHeard } from './revalidation-clock.mjs';

/**
 * Next.js's cache handler (`cacheHandler` in next.config.ts): Next.js's own
 * file-system cache, whose tag revalidations are also recorded on the
 * revalidation clock, so that the production server's page cache, its other
 * workers and the other servers hear of them; and the revalidations made
 * elsewhere are applied here, so no worker or server keeps data or pages an
 * admin has changed. See docs/decisions/029-page-cache.md.
 */
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** Next.js keeps its tag manifest in one module-level map: any instance's revalidateTag updates it. */
const applyToManifest = (/** @type {import('./revalidation-clock.mjs').Revalidation} */ change) =>
  FileSystemCache.prototype.revalidateTag.call(Object.create(FileSystemCache.prototype), change.tags, change.durations);

for (const change of revalidationsHeard()) void applyToManifest(change);
onRevalidation((change, origin) => {
  if (origin === 'elsewhere') void applyToManifest(change);
});

export default class SiteCacheHandler extends FileSystemCache {
  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number } | undefined} durations
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : [...tags];
    recordRevalidation(durations ? { tags: list, durations } : { tags: list }, 'here');
  }
}
