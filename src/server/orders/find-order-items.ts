import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type OrderItem = {
  productId: number | null;
  productName: string;
  quantity: number;
  unitPricePaise: number;
  totalPaise: number;
};

/** The lines of these orders, in their order, by order id. */
export async function findOrderItems(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, OrderItem[]>> {
  const byOrder = new Map<number, OrderItem[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .select(['order_id', 'product_id', 'product_name', 'quantity', 'unit_price_paise', 'total_paise'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const items = byOrder.get(row.order_id) ?? [];
    items.push({
      productId: row.product_id,
      productName: row.product_name,
      quantity: row.quantity,
      unitPricePaise: row.unit_price_paise,
      totalPaise: row.total_paise,
    });
    byOrder.set(row.order_id, items);
  }
  return byOrder;
}
