import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export type RateLimitRule = { max: number; windowSeconds: number };

/**
 * No limit counts over a longer window, so a row untouched for longer counts
 * nothing any more and is swept (sweepRateLimits). better-auth keeps its own
 * limits in a table of its own (`auth_rate_limit`), which it prunes itself.
 */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

function checkRule(rule: RateLimitRule) {
  if (rule.windowSeconds > LONGEST_WINDOW_SECONDS) {
    throw new Error(`A rate-limit window of ${rule.windowSeconds} s is longer than the sweep keeps rows`);
  }
}

/**
 * Counts one attempt for `key` and says whether it is allowed: at most `max`
 * attempts within `windowSeconds` of the last allowed one (the rule better-auth
 * applies to its own endpoints), kept in the database so limits hold across
 * several app servers. One atomic upsert: racing attempts cannot all slip
 * through. Refused attempts still count, and do not extend the window.
 */
export async function consumeRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<{ allowed: boolean }> {
  checkRule(rule);
  const windowMs = rule.windowSeconds * 1000;
  const expired = sql<boolean>`(${now} - "rateLimit"."lastRequest" > ${windowMs})`;
  const row = await db
    .insertInto('rateLimit')
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql`case when ${expired} then 1 else "rateLimit"."count" + 1 end`,
        lastRequest: sql`case when ${expired} or "rateLimit"."count" < ${rule.max} then ${now} else "rateLimit"."lastRequest" end`,
      }),
    )
    .returning(['count'])
    .executeTakeFirstOrThrow();
  return { allowed: Number(row.count) <= rule.max };
}

/** How many attempts `key` has counted in its current window (0 when none, or the window is over); counts nothing. */
export async function countRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<number> {
  checkRule(rule);
  const row = await db
    .selectFrom('rateLimit')
    .select(['count', 'lastRequest'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || now - Number(row.lastRequest) > rule.windowSeconds * 1000) return 0;
  return Number(row.count);
}

/** Forgets what `key` counted (a right password ends its failures). */
export async function clearRateLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rateLimit').where('key', '=', key).execute();
}

/** Deletes the rows whose window is over whatever their rule: the table holds only live counts. */
export async function sweepRateLimits(db: Kysely<Database>, now: number = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('rateLimit')
    .where('lastRequest', '<', now - LONGEST_WINDOW_SECONDS * 1000)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
