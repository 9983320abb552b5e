import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import * as clock from './revalidation-clock.mjs';
import { sharedEntries } from './shared-entries.mjs';

/**
 * Next.js's cache handler (`cacheHandler` in next.config.ts) on its documented interface.
 * Where it keeps what, and why: docs/caching.md §2.
 */
const SHARED_ENTRY_TTL_MS = 24 * 60 * 60 * 1000;
/** Next.js's own default for its memory layer. */
const MEMORY_LIMIT = 50 * 1024 * 1024;
/** A server of another build may still run for a while: its folder stays a day after its last change. */
const OTHER_BUILDS_KEPT_MS = 24 * 60 * 60 * 1000;

/** By entry file, oldest use first. */
const memory = new Map();
let memorySize = 0;

function remember(file, entry, size) {
  forget(file);
  memory.set(file, { entry, size });
  memorySize += size;
  while (memorySize > MEMORY_LIMIT && memory.size > 0) forget(memory.keys().next().value);
}

function forget(file) {
  memorySize -= memory.get(file)?.size ?? 0;
  memory.delete(file);
}

/** When the request being handled started (src/server/http/request-context.ts, on globalThis). */
function requestStartedAt() {
  return globalThis[Symbol.for('aquaculture-site.request-context')]?.getStore()?.startedAt;
}

/** Each build's folder, found once a process (Next.js makes a handler per request). */
const folders = new Map();

/** DATA_DIR/next-cache/<build id>. The first time: its tag times are taken back and kept, old builds' removed. */
function entriesFolder(serverDistDir) {
  const root = path.resolve(process.env.DATA_DIR || './data', 'next-cache');
  const known = folders.get(`${root}\n${serverDistDir}`);
  if (known) return known;
  let buildId = 'building'; // `next build` has not named the build yet
  try {
    buildId = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {}
  const folder = path.join(root, buildId);
  folders.set(`${root}\n${serverDistDir}`, folder);
  mkdirSync(folder, { recursive: true });
  for (const other of readdirSync(root)) {
    const otherFolder = path.join(root, other);
    if (otherFolder !== folder && Date.now() - statSync(otherFolder).mtimeMs > OTHER_BUILDS_KEPT_MS)
      rmSync(otherFolder, { recursive: true, force: true });
  }
  const times = path.join(folder, 'tag-times.json');
  try {
    clock.restoreTagTimes(JSON.parse(readFileSync(times, 'utf8')));
  } catch {}
  clock.onRevalidation(() => {
    writeFileSync(`${times}.${process.pid}`, JSON.stringify(clock.tagTimes()));
    renameSync(`${times}.${process.pid}`, times);
  });
  return folder;
}

export default class SiteCacheHandler {
  /** @param {{ serverDistDir?: string }} options */
  constructor(options) {
    this.folder = entriesFolder(options.serverDistDir ?? path.join('.next', 'server'));
  }

  /** @param {string} key */
  fileOf(key) {
    return path.join(this.folder, `${createHash('sha256').update(key).digest('hex')}.entry`);
  }

  /** @param {string} key @param {{ kind: string, tags?: string[], softTags?: string[] }} context @returns {Promise<CacheEntry | null>} */
  async get(key, context) {
    const entry = await this.read(key).catch(() => undefined); // an unreadable entry is a miss
    if (!entry?.value) return null;
    if (clock.tagsChangedAt(tagsOf(entry, context)) >= entry.lastModified) {
      forget(this.fileOf(key));
      return null;
    }
    return entry;
  }

  /** Redis first (another server may have rendered it), then memory, then disk. @param {string} key */
  async read(key) {
    const shared = await sharedEntries()
      ?.get(key)
      .catch(() => null);
    if (shared) return deserialize(Buffer.from(shared, 'base64'));
    const file = this.fileOf(key);
    const held = memory.get(file);
    if (held) {
      remember(file, held.entry, held.size);
      return held.entry;
    }
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) return undefined;
    const entry = deserialize(bytes);
    remember(file, entry, bytes.byteLength);
    return entry;
  }

  /** @param {string} key @param {CacheEntry['value']} data @param {{ cacheControl?: unknown, fetchCache?: boolean }} context */
  async set(key, data, context) {
    // A render that began before the last change (anywhere) may hold the old content, yet
    // would be stored as newer than the change (docs/caching.md §3): it is not kept.
    const startedAt = requestStartedAt();
    if (startedAt !== undefined && startedAt <= clock.lastChangeAt()) return;
    const file = this.fileOf(key);
    if (!data) return forget(file);
    const entry = {
      value: data,
      lastModified: Date.now(),
      cacheControl: context.fetchCache ? undefined : context.cacheControl,
    };
    const bytes = serialize(entry);
    remember(file, entry, bytes.byteLength);
    await sharedEntries()
      ?.set(key, bytes.toString('base64'), SHARED_ENTRY_TTL_MS)
      .catch(() => undefined);
    // Data stays in memory: its keys hold what visitors typed (a search), which must not fill the disk.
    if (data.kind === 'FETCH') return;
    await mkdir(this.folder, { recursive: true }); // another build's server may have removed it
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }

  /**
   * Awaited: the admin's answer leaves once every worker has the change. Each expires at once (the
   * site uses updateTag and revalidatePath only). @param {string | string[]} tags @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : [...tags];
    if (list.length > 0) await clock.recordRevalidation(durations ? { tags: list, durations } : { tags: list }, 'here');
  }

  resetRequestCache() {}
}

/** A page's or route's own tags (stored with it by Next.js), or for data, those its caller gives. */
function tagsOf(entry, context) {
  if (entry.value?.kind === 'FETCH') return [...(context.tags ?? []), ...(context.softTags ?? [])];
  const header = entry.value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}

/** @typedef {{ value: { kind: string, headers?: Record<string, unknown> } | null, lastModified: number, cacheControl?: unknown }} CacheEntry */
