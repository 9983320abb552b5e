import type { Kysely } from 'kysely';
import type { Database, OrderStatus } from '../db/schema';

export type CustomerOrder = {
  reference: string;
  productName: string;
  quantity: number;
  totalPaise: number;
  status: OrderStatus;
  createdAt: Date;
};

/** The signed-in customer's own orders, newest first; never anyone else's (the user id comes from the session). */
export async function findCustomerOrders(
  db: Kysely<Database>,
  options: { userId: string; limit?: number },
): Promise<CustomerOrder[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['reference', 'product_name', 'quantity', 'total_paise', 'status', 'created_at'])
    .where('user_id', '=', options.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 200)
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    productName: row.product_name,
    quantity: row.quantity,
    totalPaise: row.total_paise,
    status: row.status,
    createdAt: row.created_at,
  }));
}
