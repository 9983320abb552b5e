import type { Kysely } from 'kysely';
import type { StaffRole } from '@/lib/permissions';
import type { DatabaseEngine } from '@/server/db/engine';
import type { Database } from '@/server/db/schema';
import { OPERATOR, setStaffRoles } from '@/server/staff/set-staff-roles';

/**
 * An account with a verified e-mail, written straight into better-auth's table
 * (the tests of use-cases need a user row, not a sign-up): named and addressed
 * after its id unless told otherwise.
 */
export async function insertVerifiedUser(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  user: { id: string; name?: string; email?: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('user')
    .values({
      id: user.id,
      name: user.name ?? user.id,
      email: user.email ?? `${user.id}@example.in`,
      // better-auth stores booleans as 0/1 on SQLite.
      emailVerified: engine === 'sqlite' ? 1 : true,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

/** What `npm run user -- set-roles` does: gives the account with this e-mail exactly these staff roles. */
export async function setRolesOf(
  database: { db: Kysely<Database>; engine: DatabaseEngine },
  email: string,
  roles: readonly StaffRole[],
): Promise<void> {
  const user = await database.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  await setStaffRoles({ db: database.db, engine: database.engine, actor: OPERATOR, userId: user.id, roles });
}
