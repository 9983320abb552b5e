/** Types of shared-entries.mjs (plain JavaScript, so that Next.js can load it without a TypeScript loader). */
export type SharedEntries = {
  get: (key: string) => Promise<string | null>;
  set: (key: string, value: string, ttlMs: number) => Promise<void>;
};
export function sharedEntries(): SharedEntries | undefined;
export function setSharedEntries(store: SharedEntries | undefined): void;
