import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';

/**
 * Grants or revokes the admin role (a row in `admins`, spec §4). Idempotent.
 * A new grant ends the user's sessions: their password (which we only hold as
 * a hash) is checked against the admin rule when they sign in again, and a
 * weak one must be changed before the admin area opens (auth-hooks.ts).
 */
export async function setAdmin(options: { db: Kysely<Database>; email: string; admin: boolean }): Promise<void> {
  const email = options.email.trim().toLowerCase();
  const user = await options.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', `No user with the e-mail ${email}.`);
  if (options.admin) {
    const granted = await options.db
      .insertInto('admins')
      .values({ user_id: user.id })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (granted) await options.db.deleteFrom('session').where('userId', '=', user.id).execute();
  } else {
    await options.db.deleteFrom('admins').where('user_id', '=', user.id).execute();
  }
}
