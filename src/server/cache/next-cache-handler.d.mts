/** Types of next-cache-handler.mjs (plain JavaScript, so that Next.js can load it without a TypeScript loader). */
export type CacheEntry = {
  value: { kind: string; headers?: Record<string, unknown> } | null;
  lastModified: number;
  cacheControl?: unknown;
};
export type CacheContext = { kind: string; tags?: string[]; softTags?: string[] };
export default class SiteCacheHandler {
  constructor(options: { serverDistDir?: string });
  get(key: string, context: CacheContext): Promise<CacheEntry | null>;
  set(key: string, data: CacheEntry['value'], context: { cacheControl?: unknown; fetchCache?: boolean }): Promise<void>;
  revalidateTag(tags: string | string[], durations: { expire?: number } | undefined): Promise<void>;
  resetRequestCache(): void;
}
