import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** An account with no proved way in (no confirmed e-mail, no number a code reached) is removed after this long. */
export const UNVERIFIED_ACCOUNT_DAYS = 7;

/**
 * Deletes accounts that nobody can sign in to: no confirmed e-mail address and
 * no mobile number a code reached, UNVERIFIED_ACCOUNT_DAYS after they were made,
 * whoever they are (staff roles go only to proved contacts). Anyone can sign up
 * with anyone's address, and such an account would otherwise hold that address
 * (and its row) for ever. A number-only account has a placeholder e-mail that is
 * never confirmed: its verified number is its way in, so it stays.
 * An account that owns orders or submissions is never removed here, proved or
 * not: deleting it would leave them nobody's (its orders out of My Orders, its
 * data out of the export and the erasure); only its holder's erasure or the
 * office decides about them. Its sessions and sign-in methods go with it
 * (foreign keys). Returns how many went.
 */
export async function removeUnverifiedAccounts({
  db,
  now = new Date(),
}: {
  db: Kysely<Database>;
  now?: Date;
}): Promise<number> {
  const before = new Date(now.getTime() - UNVERIFIED_ACCOUNT_DAYS * 24 * 60 * 60 * 1000);
  // Literals: SQLite stores the flags as 0/1 and reads FALSE as 0, PostgreSQL as booleans.
  const result = await db
    .deleteFrom('user')
    .where('emailVerified', '=', sql.lit(false))
    .where((eb) => eb.or([eb('phoneNumberVerified', 'is', null), eb('phoneNumberVerified', '=', sql.lit(false))]))
    .where('createdAt', '<', before.toISOString())
    .where((eb) =>
      eb.not(
        eb.or([
          eb.exists(eb.selectFrom('orders').select('orders.id').whereRef('orders.user_id', '=', 'user.id')),
          eb.exists(eb.selectFrom('contact_us').select('contact_us.id').whereRef('contact_us.user_id', '=', 'user.id')),
          eb.exists(eb.selectFrom('join_us').select('join_us.id').whereRef('join_us.user_id', '=', 'user.id')),
        ]),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
