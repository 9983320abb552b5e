/**
 * Where Next.js's cache handler shares its entries with the other servers: Redis,
 * registered by redis-cache.ts with REDIS_URL; none otherwise (and during `next
 * build`). Kept on globalThis: the handler and the server load this file apart.
 *
 * @typedef {{
 *   get: (key: string) => Promise<string | null>,
 *   set: (key: string, value: string, ttlMs: number) => Promise<void>,
 * }} SharedEntries
 */
const STORE = Symbol.for('aquaculture-site.shared-cache-entries');

/** @returns {SharedEntries | undefined} */
export function sharedEntries() {
  return /** @type {Record<symbol, SharedEntries | undefined>} */ (/** @type {unknown} */ (globalThis))[STORE];
}

/** @param {SharedEntries | undefined} store */
export function setSharedEntries(store) {
  /** @type {Record<symbol, SharedEntries | undefined>} */ (/** @type {unknown} */ (globalThis))[STORE] = store;
}
