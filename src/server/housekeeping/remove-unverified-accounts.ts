import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** An account whose e-mail was not confirmed within this long is removed. */
export const UNVERIFIED_ACCOUNT_DAYS = 7;

/**
 * Deletes accounts never verified within UNVERIFIED_ACCOUNT_DAYS: anyone can sign
 * up with anyone's address, and such an account would otherwise hold that
 * address (and its row) for ever. An unverified account cannot sign in, so it
 * has no orders or submissions; its sessions and sign-in methods go with it
 * (foreign keys). Admins are never removed here. Returns how many went.
 */
export async function removeUnverifiedAccounts({
  db,
  now = new Date(),
}: {
  db: Kysely<Database>;
  now?: Date;
}): Promise<number> {
  const before = new Date(now.getTime() - UNVERIFIED_ACCOUNT_DAYS * 24 * 60 * 60 * 1000);
  const result = await db
    .deleteFrom('user')
    // A literal: SQLite stores the flag as 0/1 and reads FALSE as 0, PostgreSQL as a boolean.
    .where('emailVerified', '=', sql.lit(false))
    .where('createdAt', '<', before.toISOString())
    .where('id', 'not in', db.selectFrom('admins').select('user_id'))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
