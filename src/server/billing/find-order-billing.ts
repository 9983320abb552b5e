import type { Kysely } from 'kysely';
import type { BillKind, Database } from '../db/schema';

export type OrderBilling = {
  bill: {
    id: number;
    number: string;
    kind: BillKind;
    totalPaise: number;
    issuedAt: Date;
    issuedByEmail: string;
  } | null;
  /** The credit note of a billed order that was cancelled. */
  creditNote: { number: string; issuedAt: Date } | null;
  placeOfSupply: string | null;
  buyerGstin: string | null;
  /** The order's products that have no tax details yet (or are gone): the bill waits for them. */
  missingTaxFacts: string[];
};

/** What the order desk sees of an order's bill: the bill if issued, else what it still needs. */
export async function findOrderBilling(db: Kysely<Database>, orderId: number): Promise<OrderBilling | null> {
  const order = await db
    .selectFrom('orders')
    .select(['place_of_supply', 'buyer_gstin'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const [documents, items] = await Promise.all([
    db
      .selectFrom('bills')
      .select(['id', 'number', 'kind', 'total_paise', 'issued_at', 'issued_by_email'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_items')
      .leftJoin('products', 'products.id', 'order_items.product_id')
      .select(['order_items.product_name', 'products.hsn_code', 'products.gst_class'])
      .where('order_items.order_id', '=', orderId)
      .orderBy('order_items.position')
      .execute(),
  ]);
  const bill = documents.find((document) => document.kind !== 'credit_note');
  const note = documents.find((document) => document.kind === 'credit_note');
  return {
    creditNote: note ? { number: note.number, issuedAt: new Date(note.issued_at) } : null,
    bill: bill
      ? {
          id: bill.id,
          number: bill.number,
          kind: bill.kind,
          totalPaise: bill.total_paise,
          issuedAt: new Date(bill.issued_at),
          issuedByEmail: bill.issued_by_email,
        }
      : null,
    placeOfSupply: order.place_of_supply,
    buyerGstin: order.buyer_gstin,
    missingTaxFacts: items.filter((item) => !item.hsn_code || !item.gst_class).map((item) => item.product_name),
  };
}
