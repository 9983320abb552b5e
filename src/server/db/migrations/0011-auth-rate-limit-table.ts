import type { Kysely } from 'kysely';

/**
 * better-auth's own rate limits get a table of their own (`auth_rate_limit`):
 * whenever one of its short windows (seconds) renews, better-auth deletes every
 * row of its table older than its longest window (a minute), whatever the key.
 * In the shared `rateLimit` table that erased our limits of hours and a day
 * (sign-in failures, mail per inbox, blog views). `rateLimit` now holds ours
 * only, swept by the housekeeping once a row's day is over (indexed for that).
 */
export function authRateLimitTable() {
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('auth_rate_limit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('lastRequest', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rateLimit_lastRequest_idx').on('rateLimit').column('lastRequest').execute();
  }
  return { up };
}
