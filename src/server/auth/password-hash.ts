import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The hash of the account's password, or null when it signs in without one (an
 * account made with a mobile number signs in with codes, until it chooses a
 * password: staff invited by SMS). Only an account with a password has one to
 * change and two-step sign-in.
 */
export async function findPasswordHash(db: Kysely<Database>, userId: string): Promise<string | null> {
  const credential = await db
    .selectFrom('account')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  return credential?.password ?? null;
}
