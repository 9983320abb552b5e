import type { Revalidation } from '../../src/server/cache/revalidation-clock.mjs';

/** A cache tag revalidation passed between the production server's workers (scripts/serve.ts). */
export const REVALIDATION_MESSAGE = 'site:revalidation';
export type RevalidationMessage = { type: typeof REVALIDATION_MESSAGE; change: Revalidation };
