import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes, withCreatedAt } from './column-types';

/**
 * Issue 24, inviting staff who have no account yet: the e-mail address or
 * mobile number invited, the roles they get once an account proves it theirs
 * (a confirmed address, a number a code reached), who invited them and until
 * when. One open invitation per contact; accepted or withdrawn, it is deleted.
 */
export function staffInvitations(engine: DatabaseEngine) {
  const t = columnTypes(engine);
  async function up(db: Kysely<unknown>): Promise<void> {
    await withCreatedAt(
      db.schema
        .createTable('staff_invitations')
        .addColumn('id', 'integer', t.id)
        .addColumn('contact', 'text', (c) => c.notNull().unique())
        .addColumn('roles', 'text', (c) => c.notNull().check(t.jsonArrayCheck('roles')))
        .addColumn('invited_by_id', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('invited_by_email', 'text', (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull()),
      t,
    ).execute();
  }
  return { up };
}
