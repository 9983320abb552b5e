/**
 * Where Next.js's cache entries are shared with the other servers (Redis, when
 * REDIS_URL is set): the production server registers the store when it starts
 * (redis-cache.ts); Next.js's cache handler (next-cache-handler.mjs) reads and
 * writes through it. None during `next build` or without REDIS_URL: the handler
 * then keeps entries on this server only. Kept on globalThis, as the two are
 * loaded apart.
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
