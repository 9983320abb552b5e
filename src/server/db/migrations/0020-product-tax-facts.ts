import { type Kysely, sql } from 'kysely';

/**
 * Issue 35, a product's tax facts: its HSN code, how GST treats it (`gst_class`:
 * nil, exempt or a rate in per cent) and its unit of quantity. Existing
 * products have none until the office enters them: such a product cannot be
 * billed, and the office is told before dispatch.
 */
export function productTaxFacts() {
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('products')
      .addColumn('hsn_code', 'text', (c) => c.check(sql`length(hsn_code) in (4, 6, 8)`))
      .execute();
    await db.schema
      .alterTable('products')
      .addColumn('gst_class', 'text', (c) =>
        c.check(sql`gst_class in ('nil', 'exempt', '0.25', '3', '5', '12', '18', '28', '40')`),
      )
      .execute();
    await db.schema
      .alterTable('products')
      .addColumn('unit', 'text', (c) => c.notNull().defaultTo('NOS'))
      .execute();
  }
  return { up };
}
