/**
 * When the site's content last changed, and which cache tags changed, here or in another worker
 * or server (docs/caching.md §2–4). On globalThis: the cache handler and the server load this apart.
 * @typedef {{ tags: string[], durations?: { expire?: number } }} Revalidation
 * @typedef {'here' | 'elsewhere'} Origin
 * @typedef {(change: Revalidation, origin: Origin) => void | Promise<void>} Listener
 * @typedef {{ changedAt: number, tagChangedAt: Map<string, number>, heard: Map<string, Revalidation>, listeners: Set<Listener> }} Clock
 */
const CLOCK = Symbol.for('aquaculture-site.revalidation-clock');
const scope = /** @type {Record<symbol, Clock | undefined>} */ (/** @type {unknown} */ (globalThis));
/** @returns {Clock} */
function clock() {
  scope[CLOCK] ??= { changedAt: 0, tagChangedAt: new Map(), heard: new Map(), listeners: new Set() };
  return scope[CLOCK];
}

/** The time (ms, this machine's clock) of the last change heard of; 0 when none yet. */
export function lastChangeAt() {
  return clock().changedAt;
}

/**
 * Records a change at this process's own time (another server's clock may run ahead), never going back;
 * resolves once every listener is done. @param {Revalidation} change @param {Origin} origin
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

/** When the last of these tags changed; 0 when none has. @param {readonly string[]} tags */
export function tagsChangedAt(tags) {
  const { tagChangedAt } = clock();
  return Math.max(0, ...tags.map((tag) => tagChangedAt.get(tag) ?? 0));
}

/** Every tag's last change, to keep across a restart. @returns {Record<string, number>} */
export function tagTimes() {
  return Object.fromEntries(clock().tagChangedAt);
}

/** Takes back the tag times kept before a restart (a later change wins). @param {Record<string, number>} times */
export function restoreTagTimes(times) {
  const { tagChangedAt } = clock();
  for (const [tag, time] of Object.entries(times)) {
    if (typeof time === 'number' && time > (tagChangedAt.get(tag) ?? 0)) tagChangedAt.set(tag, time);
  }
}

/** The latest change heard from elsewhere of each set of tags, oldest first: for a worker that starts later. */
export function revalidationsHeard() {
  return [...clock().heard.values()];
}

/** @param {Listener} listener @returns {() => void} stops listening */
export function onRevalidation(listener) {
  const { listeners } = clock();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
