import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes } from './column-types';

/** Company facts (name, address, phones, e-mails, social links, contacts) in one editable place. */
export function siteSettings(engine: DatabaseEngine) {
  const t = columnTypes(engine);
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('site_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
  }
  return { up };
}
