import type { Revalidation } from '../../src/server/cache/revalidation-clock.mjs';

/**
 * Messages between the production server's workers and its primary (scripts/serve.ts):
 * a worker's revalidation (with an id when it waits for the others), each other
 * worker's acknowledgement, and the primary's word that all have it.
 */
export const REVALIDATION_MESSAGE = 'site:revalidation';
export const REVALIDATION_APPLIED = 'site:revalidation-applied';
export const REVALIDATION_DONE = 'site:revalidation-done';
export type RevalidationMessage = { type: typeof REVALIDATION_MESSAGE; change: Revalidation; id?: string };
export type RevalidationAck = { type: typeof REVALIDATION_APPLIED | typeof REVALIDATION_DONE; id: string };
/** How long a worker waits for the others before it answers anyway (a worker may be busy or dying). */
export const REVALIDATION_WAIT_MS = 2_000;
