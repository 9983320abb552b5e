import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ownOrders } from '../orders/find-customer-orders';
import { findOrderIdByToken } from '../orders/find-tracked-order';
import { type BillView, findOrderBill } from './find-bill';

/** The bill of the order behind a tracking link, for whoever holds the link; null for an unknown link or no bill. */
export async function findBillByToken(db: Kysely<Database>, token: string): Promise<BillView | null> {
  const orderId = await findOrderIdByToken(db, token);
  return orderId === undefined ? null : findOrderBill(db, orderId);
}

/**
 * The bill of one of the signed-in customer's own orders (My Orders), by its
 * reference; null when the order is not theirs or has no bill. Whose orders
 * comes from the session, never from the request.
 */
export async function findCustomerBill(
  db: Kysely<Database>,
  owner: { userId: string; verifiedPhone?: string | null },
  reference: string,
): Promise<BillView | null> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('reference', '=', reference)
    .where(ownOrders(owner))
    .executeTakeFirst();
  return order ? findOrderBill(db, order.id) : null;
}
