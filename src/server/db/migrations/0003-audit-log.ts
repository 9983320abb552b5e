import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes, withCreatedAt } from './column-types';

/**
 * Who changed what in the back office: the admin (id, and the e-mail at that
 * moment, kept if the account goes), the action, the record, and its state
 * before and after (JSON). Written in the same transaction as the change.
 */
export function auditLog(engine: DatabaseEngine) {
  const t = columnTypes(engine);
  async function up(db: Kysely<unknown>): Promise<void> {
    await withCreatedAt(
      db.schema
        .createTable('audit_log')
        .addColumn('id', 'integer', t.id)
        .addColumn('actor_id', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text'),
      t,
    ).execute();
    await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
  }
  return { up };
}
