import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';

/** Grants or revokes the admin role (a row in `admins`, spec §4). Idempotent. */
export async function setAdmin(options: { db: Kysely<Database>; email: string; admin: boolean }): Promise<void> {
  const email = options.email.trim().toLowerCase();
  const user = await options.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', `No user with the e-mail ${email}.`);
  if (options.admin) {
    await options.db
      .insertInto('admins')
      .values({ user_id: user.id })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
  } else {
    await options.db.deleteFrom('admins').where('user_id', '=', user.id).execute();
  }
}
