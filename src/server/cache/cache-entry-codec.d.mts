/** Types of cache-entry-codec.mjs (plain JavaScript, so that Next.js can load it without a TypeScript loader). */
export function encodeCacheEntry(entry: unknown): string;
export function decodeCacheEntry(text: string): unknown;
