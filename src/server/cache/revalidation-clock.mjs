/**
 * When the site's content last changed, and which cache tags changed, here or in
 * another worker or server (docs/caching.md §2–4). Kept on globalThis: Next.js's
 * cache handler and the server load this file apart, and must share one clock.
 * Plain JavaScript: Next.js loads the handler (and so this file) without a
 * TypeScript loader.
 */
const CLOCK = Symbol.for('aquaculture-site.revalidation-clock');

/**
 * @typedef {{ tags: string[], durations?: { expire?: number } }} Revalidation
 * @typedef {'here' | 'elsewhere'} Origin
 * @typedef {{
 *   changedAt: number,
 *   tagChangedAt: Map<string, number>,
 *   heard: Map<string, Revalidation>,
 *   listeners: Set<(change: Revalidation, origin: Origin) => void | Promise<void>>,
 * }} Clock
 */

/** @returns {Clock} */
function clock() {
  const scope = /** @type {Record<symbol, Clock | undefined>} */ (/** @type {unknown} */ (globalThis));
  let found = scope[CLOCK];
  if (!found) {
    found = { changedAt: 0, tagChangedAt: new Map(), heard: new Map(), listeners: new Set() };
    scope[CLOCK] = found;
  }
  return found;
}

/** The time (ms since the epoch, on this machine's clock) of the last change heard of; 0 when none yet. */
export function lastChangeAt() {
  return clock().changedAt;
}

/**
 * Records a revalidation, made here or elsewhere. The time is this process's own
 * clock when it hears of it (another server's clock may run ahead), and never
 * goes back: a page whose render started before it is never served after it.
 * Resolves when every listener is done (the other workers have applied a change
 * made here), so the admin's answer leaves only once every worker has it.
 * @param {Revalidation} change
 * @param {Origin} origin
 * @returns {Promise<void>}
 */
export async function recordRevalidation(change, origin) {
  const current = clock();
  current.changedAt = Math.max(current.changedAt + 1, Date.now());
  for (const tag of change.tags) current.tagChangedAt.set(tag, current.changedAt);
  if (origin === 'elsewhere') {
    const key = JSON.stringify(change.tags);
    current.heard.delete(key);
    current.heard.set(key, change);
  }
  await Promise.all([...current.listeners].map((listener) => listener(change, origin)));
}

/**
 * When the last of these tags changed (ms since the epoch; 0 when none has since
 * this process started, or since the times given to restoreTagTimes).
 * @param {readonly string[]} tags
 * @returns {number}
 */
export function tagsChangedAt(tags) {
  const { tagChangedAt } = clock();
  let latest = 0;
  for (const tag of tags) latest = Math.max(latest, tagChangedAt.get(tag) ?? 0);
  return latest;
}

/** Every tag's last change, to keep across a restart. @returns {Record<string, number>} */
export function tagTimes() {
  return Object.fromEntries(clock().tagChangedAt);
}

/**
 * Takes back the tag times kept before a restart (a later change wins).
 * @param {Record<string, number>} times
 */
export function restoreTagTimes(times) {
  const { tagChangedAt } = clock();
  for (const [tag, time] of Object.entries(times)) {
    if (typeof time === 'number' && time > (tagChangedAt.get(tag) ?? 0)) tagChangedAt.set(tag, time);
  }
}

/**
 * The revalidations heard from elsewhere since this process started, the latest
 * of each set of tags, oldest first: for Next.js's cache handler, which is loaded
 * on the first request that needs it, perhaps after some were heard.
 * @returns {Revalidation[]}
 */
export function revalidationsHeard() {
  return [...clock().heard.values()];
}

/**
 * @param {(change: Revalidation, origin: Origin) => void | Promise<void>} listener
 * @returns {() => void} stops listening
 */
export function onRevalidation(listener) {
  const { listeners } = clock();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
