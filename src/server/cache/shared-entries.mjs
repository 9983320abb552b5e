/**
 * Where Next.js's cache handler shares its entries with other servers: Redis, with
 * REDIS_URL (redis-cache.ts). On globalThis: the handler and the server load this file apart.
 * @typedef {{ get: (key: string) => Promise<string | null>, set: (key: string, value: string, ttlMs: number) => Promise<void> }} SharedEntries
 */
const STORE = Symbol.for('aquaculture-site.shared-cache-entries');
const scope = /** @type {Record<symbol, SharedEntries | undefined>} */ (/** @type {unknown} */ (globalThis));

/** @returns {SharedEntries | undefined} */
export function sharedEntries() {
  return scope[STORE];
}

/** @param {SharedEntries | undefined} store */
export function setSharedEntries(store) {
  scope[STORE] = store;
}
