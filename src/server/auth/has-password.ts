import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Whether the account signs in with a password: every account made with an
 * e-mail address, and one made with a mobile number once it chose one (staff
 * invited by SMS). Only those have a password to change and two-step sign-in.
 */
export async function hasPassword(db: Kysely<Database>, userId: string): Promise<boolean> {
  const credential = await db
    .selectFrom('account')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  return Boolean(credential?.password);
}
