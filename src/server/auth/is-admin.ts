import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Spec §4: a user is an admin when a row with their id exists in `admins`. */
export async function isAdmin(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('admins').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
