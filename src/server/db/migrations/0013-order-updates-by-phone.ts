import { type Kysely, sql } from 'kysely';

/**
 * Issue 22. A farmer hears of their order on the phone they gave: by SMS, or
 * by WhatsApp when they ticked it (`updates_channel`). Each order gets an
 * unguessable `tracking_token` for the link in those messages (orders placed
 * before have none and get no link), and keeps the office's `decision_reason`
 * to show on the tracking page.
 */
export function orderUpdatesByPhone() {
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('orders')
      .addColumn('updates_channel', 'text', (c) =>
        c.notNull().defaultTo('sms').check(sql`updates_channel in ('sms', 'whatsapp')`),
      )
      .execute();
    await db.schema.alterTable('orders').addColumn('tracking_token', 'text').execute();
    await db.schema.alterTable('orders').addColumn('decision_reason', 'text').execute();
    await db.schema.createIndex('orders_tracking_token_idx').on('orders').column('tracking_token').unique().execute();
  }
  return { up };
}
