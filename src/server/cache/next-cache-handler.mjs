import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeCacheEntry, encodeCacheEntry } from './cache-entry-codec.mjs';
import {
  lastChangeAt,
  onRevalidation,
  recordRevalidation,
  restoreTagTimes,
  tagsChangedAt,
  tagTimes,
} from './revalidation-clock.mjs';
import { sharedEntries } from './shared-entries.mjs';

/**
 * Next.js's cache handler (`cacheHandler` in next.config.ts), on the interface Next.js
 * documents (get, set, revalidateTag, resetRequestCache). docs/caching.md §2 says
 * where it keeps what: pages on disk under DATA_DIR (they outlive a restart and a
 * database outage), apart by build, the most used in memory; data in memory only
 * (its keys hold what visitors type); with REDIS_URL, Redis first. An entry stored
 * before a change to one of its tags (the revalidation clock) is gone.
 */

/** How long Redis keeps an entry nobody rewrote: a day (pages and data are revalidated far sooner). */
const SHARED_ENTRY_TTL_MS = 24 * 60 * 60 * 1000;
/** What the memory layer holds at most (characters of encoded entries): Next.js's own default, 50 MB. */
const MEMORY_LIMIT = 50 * 1024 * 1024;

/** The tag header Next.js stores on a page's or route's entry (its `x-next-cache-tags`). */
const TAGS_HEADER = 'x-next-cache-tags';

/** @type {Map<string, { entry: CacheEntry, size: number }>} by entry file, oldest use first */
const memory = new Map();
let memorySize = 0;

function remember(/** @type {string} */ key, /** @type {CacheEntry} */ entry, /** @type {number} */ size) {
  forget(key);
  memory.set(key, { entry, size });
  memorySize += size;
  for (const [oldest, held] of memory) {
    if (memorySize <= MEMORY_LIMIT) break;
    memory.delete(oldest);
    memorySize -= held.size;
  }
}

function forget(/** @type {string} */ key) {
  const held = memory.get(key);
  if (held) {
    memory.delete(key);
    memorySize -= held.size;
  }
}

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

/** How long another build's folder is left after its last change (a server of that build may still run). */
const OTHER_BUILDS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Each build's folder by DATA_DIR and build folder, found once a process: Next.js makes a handler per request. */
const folders = new Map();

/**
 * DATA_DIR/next-cache/<build id> (DATA_DIR's default as in src/server/config.ts). The first
 * time, its tag times are read and kept from then on, and the folders of other builds
 * unused for a day are removed.
 * @param {string} serverDistDir
 * @returns {string}
 */
function entriesFolder(serverDistDir) {
  const root = path.resolve(process.env.DATA_DIR || './data', 'next-cache');
  const known = folders.get(`${root}\n${serverDistDir}`);
  if (known) return known;
  let buildId = 'building';
  try {
    buildId = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    // `next build` has not named the build yet: what it stores is its own.
  }
  const folder = path.join(root, buildId);
  folders.set(`${root}\n${serverDistDir}`, folder);
  mkdirSync(folder, { recursive: true });
  for (const other of readdirSync(root, { withFileTypes: true })) {
    const otherFolder = path.join(root, other.name);
    if (otherFolder !== folder && Date.now() - statSync(otherFolder).mtimeMs > OTHER_BUILDS_KEPT_MS) {
      rmSync(otherFolder, { recursive: true, force: true });
    }
  }
  keepTagTimes(path.join(folder, 'tag-times.json'));
  return folder;
}

/**
 * Reads the tag times kept before a restart, and keeps every later change.
 * @param {string} file
 */
function keepTagTimes(file) {
  try {
    restoreTagTimes(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    // None kept yet.
  }
  onRevalidation(() => {
    const temporary = `${file}.${process.pid}`;
    writeFileSync(temporary, JSON.stringify(tagTimes()));
    renameSync(temporary, file);
  });
}

export default class SiteCacheHandler {
  /** @param {{ serverDistDir?: string }} options */
  constructor(options) {
    this.folder = entriesFolder(options.serverDistDir ?? path.join('.next', 'server'));
  }

  /** @param {string} key */
  fileOf(key) {
    return path.join(this.folder, `${createHash('sha256').update(key).digest('hex')}.json`);
  }

  /**
   * @param {string} key
   * @param {{ kind: string, tags?: string[], softTags?: string[] }} context
   * @returns {Promise<CacheEntry | null>}
   */
  async get(key, context) {
    const entry = await this.read(key);
    if (!entry?.value) return null;
    if (tagsChangedAt(tagsOf(entry, context)) >= entry.lastModified) {
      forget(this.fileOf(key));
      return null;
    }
    return entry;
  }

  /** @param {string} key @returns {Promise<CacheEntry | undefined>} */
  async read(key) {
    const store = sharedEntries();
    if (store) {
      const text = await store.get(key).catch(() => null);
      if (text) return /** @type {CacheEntry} */ (decodeCacheEntry(text));
    }
    const file = this.fileOf(key);
    const held = memory.get(file);
    if (held) {
      remember(file, held.entry, held.size);
      return held.entry;
    }
    const text = await readFile(file, 'utf8').catch(() => null);
    if (!text) return undefined;
    const entry = /** @type {CacheEntry} */ (decodeCacheEntry(text));
    remember(file, entry, text.length);
    return entry;
  }

  /**
   * @param {string} key
   * @param {CacheEntry['value']} data
   * @param {{ cacheControl?: unknown, fetchCache?: boolean }} context
   */
  async set(key, data, context) {
    // A render that began before the last change (here, in another worker or on another
    // server) may hold the old content, yet would be stored as newer than the change:
    // a link prefetch of /about running while an admin deleted a testimonial kept the
    // deleted one for the next visitor (seen in CI). Such an entry is not kept.
    const startedAt = requestStartedAt();
    if (startedAt !== undefined && startedAt <= lastChangeAt()) return;
    const file = this.fileOf(key);
    if (!data) {
      forget(file);
      return;
    }
    /** @type {CacheEntry} */
    const entry = {
      value: data,
      lastModified: Date.now(),
      cacheControl: context.fetchCache ? undefined : context.cacheControl,
    };
    const text = encodeCacheEntry(entry);
    remember(file, entry, text.length);
    await sharedEntries()
      ?.set(key, text, SHARED_ENTRY_TTL_MS)
      .catch(() => undefined);
    if (data.kind === 'FETCH') return;
    await mkdir(this.folder, { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(temporary, text);
    await rename(temporary, file);
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number } | undefined} durations
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : [...tags];
    if (list.length === 0) return;
    // Awaited: Next.js answers the admin's action only once every worker has the change.
    // Every revalidation expires at once: the site revalidates with updateTag and
    // revalidatePath only, and an admin expects to see the change on the next visit.
    await recordRevalidation(durations ? { tags: list, durations } : { tags: list }, 'here');
  }

  resetRequestCache() {}
}

/**
 * The tags an entry answers to: a page's or route's own (stored with it), or for
 * data, those its caller gives (its tags and the page's implicit ones).
 * @param {CacheEntry} entry
 * @param {{ kind: string, tags?: string[], softTags?: string[] }} context
 * @returns {string[]}
 */
function tagsOf(entry, context) {
  if (entry.value?.kind === 'FETCH') return [...(context.tags ?? []), ...(context.softTags ?? [])];
  const header = entry.value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * @typedef {{
 *   value: { kind: string, headers?: Record<string, unknown> } | null,
 *   lastModified: number,
 *   cacheControl?: unknown,
 * }} CacheEntry
 */
