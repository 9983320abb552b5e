import type { Insertable, Kysely } from 'kysely';
import type { Database, OrderTable } from '@/server/db/schema';
import { defaultBilling } from '@/server/settings/default-billing';
import { defaultCompany } from '@/server/settings/default-company';

/** The business as the demo seed sets it up: its company facts and its billing facts (GSTIN in Assam, UPI ID). */
export async function setUpBilling(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('site_settings')
    .values([
      { key: 'company', value: JSON.stringify(defaultCompany) },
      { key: 'billing', value: JSON.stringify(defaultBilling) },
    ])
    .execute();
}

/** A product's tax facts: HSN code, GST treatment ('nil', 'exempt' or a rate), unit. */
export async function setTaxFacts(
  db: Kysely<Database>,
  productId: number,
  [hsnCode, gstClass, unit]: readonly [string, string, string],
): Promise<void> {
  await db
    .updateTable('products')
    .set({ hsn_code: hsnCode, gst_class: gstClass, unit })
    .where('id', '=', productId)
    .execute();
}

/** An order as the order forms store it, with its lines (that path has its own tests); confirmed unless told. */
export async function insertOrderWithLines(
  db: Kysely<Database>,
  order: Partial<Insertable<OrderTable>> & { reference: string },
  lines: readonly { productId: number; name: string; unitPricePaise: number; quantity: number }[],
): Promise<{ id: number; reference: string; tracking_token: string | null }> {
  const row = await db
    .insertInto('orders')
    .values({
      total_paise: lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0),
      name: 'Bhaskar Kalita',
      phone: '+919864012345',
      email: null,
      address: 'Dhing, Nagaon',
      status: 'done',
      locale: 'en',
      guest: 1,
      place_of_supply: '18',
      ...order,
    })
    .returning(['id', 'reference', 'tracking_token'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(
      lines.map((line, position) => ({
        order_id: row.id,
        position,
        product_id: line.productId,
        product_name: line.name,
        unit_price_paise: line.unitPricePaise,
        quantity: line.quantity,
        total_paise: line.unitPricePaise * line.quantity,
      })),
    )
    .execute();
  return row;
}
