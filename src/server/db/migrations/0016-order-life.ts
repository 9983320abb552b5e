import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes, withCreatedAt } from './column-types';

/**
 * Issue 24, the order's life after confirmation: `orders.stage` (dispatched,
 * delivered or cancelled; null before) beside the spec's decision (`status`,
 * unchanged), and `order_events`, each step and each staff note on an order:
 * who, when, the carrier and expected date of a dispatch, the reason of a
 * cancellation, the text of a note (notes are staff-only).
 */
export function orderLife(engine: DatabaseEngine) {
  const t = columnTypes(engine);
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('orders')
      .addColumn('stage', 'text', (c) => c.check(sql`stage in ('dispatched', 'delivered', 'cancelled')`))
      .execute();
    await withCreatedAt(
      db.schema
        .createTable('order_events')
        .addColumn('id', 'integer', t.id)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(sql`kind in ('dispatched', 'delivered', 'cancelled', 'note')`),
        )
        .addColumn('actor_id', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('carrier', 'text')
        .addColumn('expected_on', 'text')
        .addColumn('text', 'text'),
      t,
    ).execute();
    await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();
  }
  return { up };
}
