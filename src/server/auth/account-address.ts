import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Whether `email` is the verified address of the account `userId`. Only then
 * may an e-mail repeat what was typed into a form (a name, a phone, an
 * address): anything else is an address the sender chose, perhaps a stranger's.
 */
export async function isAccountAddress({
  db,
  userId,
  email,
}: {
  db: Kysely<Database>;
  userId: string | null;
  email: string | null;
}): Promise<boolean> {
  if (!userId || !email) return false;
  const user = await db
    .selectFrom('user')
    .select(['email', 'emailVerified'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(user?.emailVerified) && user?.email.trim().toLowerCase() === email.trim().toLowerCase();
}
