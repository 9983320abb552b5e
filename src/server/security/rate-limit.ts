import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export type RateLimitRule = { max: number; windowSeconds: number };

/**
 * Counts one attempt for `key` and says whether it is allowed: at most `max`
 * attempts within `windowSeconds` of the last allowed one (the rule better-auth
 * applies to its own endpoints, in the same table), so limits hold across
 * several app servers. One atomic upsert: racing attempts cannot all slip
 * through. Refused attempts still count, and do not extend the window.
 */
export async function consumeRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<{ allowed: boolean }> {
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
