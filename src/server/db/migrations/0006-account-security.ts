import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes } from './column-types';

/**
 * Issue 9, account security. `session_activity.seen_at`: when an admin's
 * session was last used (written at most every few minutes), so a session idle
 * for 12 hours can be ended; it goes with its session. `admins.password_change_required_at`:
 * set when an admin signs in with a password that no longer meets the admin
 * rule; the admin area stays closed until they choose a new one.
 */
export function accountSecurity(engine: DatabaseEngine) {
  const t = columnTypes(engine);
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('session_activity')
      .addColumn('session_id', 'text', (c) => c.primaryKey().references('session.id').onDelete('cascade'))
      .addColumn('seen_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.alterTable('admins').addColumn('password_change_required_at', t.timestamp).execute();
  }
  return { up };
}
