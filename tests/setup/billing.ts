import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
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
