/** Types of revalidation-clock.mjs (plain JavaScript, so that Next.js can load it without a TypeScript loader). */
export type Revalidation = { tags: string[]; durations?: { expire?: number } };
export type Origin = 'here' | 'elsewhere';
export function lastChangeAt(): number;
export function recordRevalidation(change: Revalidation, origin: Origin): Promise<void>;
export function onRevalidation(listener: (change: Revalidation, origin: Origin) => void | Promise<void>): () => void;
export function revalidationsHeard(): Revalidation[];
export function tagsChangedAt(tags: readonly string[]): number;
export function tagTimes(): Record<string, number>;
export function restoreTagTimes(times: Record<string, number>): void;
