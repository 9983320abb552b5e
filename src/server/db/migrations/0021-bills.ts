import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes } from './column-types';

/**
 * Issue 35, the bills. `orders` gains its place of supply (the GST code of the
 * delivery state) and the buyer's GSTIN. `bills` holds every tax invoice, bill
 * of supply, invoice-cum-bill of supply and credit note with its own copy of
 * who sold, who bought and the totals; `bill_lines` its lines with their codes
 * and rates as they were. Neither is ever updated or deleted (an order with a
 * bill cannot be deleted: the keys restrict it). `bill_counters` hands out each
 * series' numbers per financial year, one transaction at a time, so they are
 * consecutive with no gap or repeat.
 */
export function bills(engine: DatabaseEngine) {
  const t = columnTypes(engine);
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('orders')
      .addColumn('place_of_supply', 'text', (c) => c.check(sql`length(place_of_supply) = 2`))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('buyer_gstin', 'text', (c) => c.check(sql`length(buyer_gstin) = 15`))
      .execute();

    await db.schema
      .createTable('bill_counters')
      .addColumn('series', 'text', (c) => c.notNull().check(sql`series in ('bill', 'credit_note')`))
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('last_number', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('bill_counters_pk', ['series', 'financial_year'])
      .execute();

    await db.schema
      .createTable('bills')
      .addColumn('id', 'integer', t.id)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('restrict'))
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(sql`kind in ('tax_invoice', 'bill_of_supply', 'invoice_cum_bill', 'credit_note')`),
      )
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('credit_for_bill_id', 'integer', (c) => c.references('bills.id').onDelete('restrict'))
      .addColumn('issued_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('issued_by_email', 'text', (c) => c.notNull())
      .addColumn('supplier', 'text', (c) => c.notNull())
      .addColumn('buyer', 'text', (c) => c.notNull())
      .addColumn('place_of_supply', 'text', (c) => c.notNull())
      .addColumn('inter_state', t.boolean, (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('taxable_paise', 'integer', (c) => c.notNull())
      .addColumn('cgst_paise', 'integer', (c) => c.notNull())
      .addColumn('sgst_paise', 'integer', (c) => c.notNull())
      .addColumn('igst_paise', 'integer', (c) => c.notNull())
      .addColumn('total_paise', 'integer', (c) => c.notNull())
      .execute();
    // One bill an order; its credit notes are rows of their own.
    await db.schema
      .createIndex('bills_one_per_order')
      .on('bills')
      .column('order_id')
      .unique()
      .where(sql.ref('credit_for_bill_id'), 'is', null)
      .execute();
    await db.schema.createIndex('bills_issued_idx').on('bills').columns(['issued_at', 'id']).execute();
    // Whether a bill was credited, asked for every order a balance is read of.
    await db.schema.createIndex('bills_credit_for_idx').on('bills').column('credit_for_bill_id').execute();

    await db.schema
      .createTable('bill_lines')
      .addColumn('id', 'integer', t.id)
      .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('restrict'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'integer')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('hsn_code', 'text', (c) => c.notNull())
      .addColumn('gst_class', 'text', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('unit_price_paise', 'integer', (c) => c.notNull())
      .addColumn('total_paise', 'integer', (c) => c.notNull())
      .addColumn('taxable_paise', 'integer', (c) => c.notNull())
      .addColumn('cgst_paise', 'integer', (c) => c.notNull())
      .addColumn('sgst_paise', 'integer', (c) => c.notNull())
      .addColumn('igst_paise', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bill_lines_bill_idx').on('bill_lines').columns(['bill_id', 'position']).execute();
  }
  return { up };
}
