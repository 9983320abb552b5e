import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes } from './column-types';

/**
 * Issue 35, the payments. `payments` is the order's ledger of money received:
 * each payment the office records (advance, part or whole; UPI, cash, bank
 * transfer, cheque) or a gateway confirms, and each reversal of one, an entry
 * of its own (a payment is never edited or deleted; at most one reversal each).
 * A gateway's payment id is unique, so a repeated webhook records nothing new.
 * `payment_reports` holds the UPI references (UTR) farmers report from the
 * tracking page until the office checks them against its bank statement.
 */
export function payments(engine: DatabaseEngine) {
  const t = columnTypes(engine);
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('payments')
      .addColumn('id', 'integer', t.id)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('restrict'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'reversal')`))
      .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
      .addColumn('mode', 'text', (c) =>
        c.notNull().check(sql`mode in ('upi', 'cash', 'bank_transfer', 'cheque', 'gateway')`),
      )
      .addColumn('reference', 'text')
      .addColumn('paid_on', 'text', (c) => c.notNull().check(sql`length(paid_on) = 10`))
      .addColumn('note', 'text')
      .addColumn('reverses_payment_id', 'integer', (c) => c.references('payments.id').onDelete('restrict').unique())
      .addColumn('gateway_payment_id', 'text', (c) => c.unique())
      .addColumn('recorded_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('recorded_by_email', 'text', (c) => c.notNull())
      .addCheckConstraint(
        'payments_reversal_names_payment',
        sql`(kind = 'reversal') = (reverses_payment_id is not null)`,
      )
      .execute();
    await db.schema.createIndex('payments_order_idx').on('payments').columns(['order_id', 'id']).execute();
    await db.schema.createIndex('payments_paid_on_idx').on('payments').columns(['paid_on', 'id']).execute();
    await db.schema.createIndex('payments_reference_idx').on('payments').columns(['mode', 'reference']).execute();

    await db.schema
      .createTable('payment_reports')
      .addColumn('id', 'integer', t.id)
      // A report is a claim, not money: it goes with a deleted (unpaid, unbilled) order.
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('utr', 'text', (c) => c.notNull().check(sql`length(utr) = 12`))
      .addColumn('reported_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('state', 'text', (c) =>
        c.notNull().defaultTo('to_check').check(sql`state in ('to_check', 'confirmed', 'rejected')`),
      )
      .addColumn('checked_at', t.timestamp)
      .addColumn('checked_by_email', 'text')
      .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('restrict'))
      .addUniqueConstraint('payment_reports_order_utr', ['order_id', 'utr'])
      .execute();
    await db.schema.createIndex('payment_reports_state_idx').on('payment_reports').columns(['state', 'id']).execute();
  }
  return { up };
}
