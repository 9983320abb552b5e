import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../engine';

/**
 * Issue 34: `admins` has been the staff table since issue 24 (a row is kept
 * while its person holds a role in `staff_roles`, and carries their password
 * rule and back-office visits), so it takes that name. Both engines carry the
 * foreign key of `staff_roles` over to the new name (SQLite rewrites the
 * reference, PostgreSQL follows the table); PostgreSQL's constraints, named
 * after the table when it was made, are renamed with it.
 */
export function staffMembers(engine: DatabaseEngine) {
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('admins').renameTo('staff_members').execute();
    if (engine === 'postgres') {
      await sql`alter table staff_members rename constraint admins_pkey to staff_members_pkey`.execute(db);
      await sql`alter table staff_members rename constraint admins_user_id_fkey to staff_members_user_id_fkey`.execute(
        db,
      );
    }
  }
  return { up };
}
