import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes } from './column-types';

/**
 * Issue 35, the optional gateway (PAYMENT_PROVIDER): the payment links made
 * for orders, one per order and amount asked, so opening "Pay online" again
 * reuses the link instead of making another. A link's payment is recorded in
 * `payments` by the gateway's webhook, once (its payment id is unique there).
 */
export function paymentLinks(engine: DatabaseEngine) {
  const t = columnTypes(engine);
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('payment_links')
      .addColumn('id', 'integer', t.id)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('razorpay')`))
      .addColumn('link_id', 'text', (c) => c.notNull().unique())
      .addColumn('reference_id', 'text', (c) => c.notNull().unique())
      .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
      .addColumn('short_url', 'text', (c) => c.notNull())
      .addColumn('paid_at', t.timestamp)
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema.createIndex('payment_links_order_idx').on('payment_links').columns(['order_id', 'id']).execute();
  }
  return { up };
}
