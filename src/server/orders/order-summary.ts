import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderTable } from '../db/schema';
import type { OrderSummary } from './order-emails';

/** An order row with its lines, as the e-mails describe it. */
export async function orderSummaryOf(db: Kysely<Database>, order: Selectable<OrderTable>): Promise<OrderSummary> {
  const items = await db
    .selectFrom('order_items')
    .select(['product_id', 'product_name', 'quantity', 'unit_price_paise', 'total_paise'])
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  return {
    reference: order.reference,
    customerName: order.name,
    email: order.email,
    phone: order.phone,
    address: order.address,
    items: items.map((item) => ({
      productId: item.product_id,
      productName: item.product_name,
      quantity: item.quantity,
      unitPricePaise: item.unit_price_paise,
      totalPaise: item.total_paise,
    })),
    totalPaise: order.total_paise,
    notes: order.description,
    guest: Boolean(order.guest),
  };
}
