import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether the user is staff (a row in `staff_members`, kept while they hold a role): the stricter password and sign-in rules apply. */
export async function isStaff(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('staff_members').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
