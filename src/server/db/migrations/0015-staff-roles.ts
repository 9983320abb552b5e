import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes } from './column-types';

/**
 * Issue 24, staff roles: a row in `admins` makes a person staff (it also holds
 * their back-office visits and password rule), `staff_roles` says what they may
 * do (src/lib/permissions.ts). Everyone who was an admin becomes an owner, as
 * they could do everything before. A staff row goes with its last role
 * (set-staff-roles.ts), and its roles go with it (the foreign key).
 */
export function staffRoles(engine: DatabaseEngine) {
  const t = columnTypes(engine);
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('staff_roles')
      .addColumn('user_id', 'text', (c) => c.notNull().references('admins.user_id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'order-desk', 'editor')`))
      .addColumn('granted_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addPrimaryKeyConstraint('staff_roles_pk', ['user_id', 'role'])
      .execute();
    await sql`insert into staff_roles (user_id, role) select user_id, 'owner' from admins`.execute(db);
  }
  return { up };
}
