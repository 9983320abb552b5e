import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes } from './column-types';

/**
 * When each admin was last in the back office, for the dashboard's "new since
 * your last visit": `seen_at` moves on while they work; when a new visit
 * starts (after 30 minutes away) the old `seen_at` becomes `previous_seen_at`,
 * the moment they last looked.
 */
export function adminVisits(engine: DatabaseEngine) {
  const t = columnTypes(engine);
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('admins').addColumn('seen_at', t.timestamp).execute();
    await db.schema.alterTable('admins').addColumn('previous_seen_at', t.timestamp).execute();
  }
  return { up };
}
