import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Balance } from '@/lib/billing/balance';
import type { Database, OrderStage, OrderStatus } from '../db/schema';
import { findPaymentStates } from '../payments/order-balances';
import { findOrderItems } from './find-order-items';

export type CustomerOrder = {
  reference: string;
  items: { productName: string; quantity: number }[];
  totalPaise: number;
  status: OrderStatus;
  /** Dispatched, delivered or cancelled after confirmation (issue 24); null before. */
  stage: OrderStage | null;
  /** The order's tracking page (its steps); null on orders placed before tracking links. */
  trackingToken: string | null;
  createdAt: Date;
  /** Where its money stands (issue 35). */
  payment: Pick<Balance, 'state' | 'balancePaise'>;
  /** It has a bill to download. */
  billed: boolean;
};

/**
 * The orders that are an account's own: placed with it, and, once a code sent
 * to its number proved the number is theirs, the ones sent as a guest with that
 * number. One rule for My Orders, the data export and the erasure.
 */
export function ownOrders(owner: { userId: string; verifiedPhone?: string | null }) {
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    owner.verifiedPhone
      ? eb.or([
          eb('user_id', '=', owner.userId),
          eb.and([eb('user_id', 'is', null), eb('guest', '=', sql.lit(true)), eb('phone', '=', owner.verifiedPhone)]),
        ])
      : eb('user_id', '=', owner.userId);
}

/**
 * The signed-in customer's own orders, newest first; never anyone else's (the
 * user id and the number come from the session). With a verified mobile number,
 * the orders sent as a guest with that number are theirs too: the code sent to
 * it proved the number is theirs.
 */
export async function findCustomerOrders(
  db: Kysely<Database>,
  options: { userId: string; verifiedPhone?: string | null; limit?: number },
): Promise<CustomerOrder[]> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'reference', 'total_paise', 'status', 'stage', 'tracking_token', 'created_at'])
    .where(ownOrders(options))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 200)
    .execute();
  const [items, payments] = await Promise.all([
    findOrderItems(
      db,
      orders.map((order) => order.id),
    ),
    findPaymentStates(
      db,
      orders.map((order) => order.id),
    ),
  ]);
  return orders.map((order) => ({
    reference: order.reference,
    items: (items.get(order.id) ?? []).map((item) => ({ productName: item.productName, quantity: item.quantity })),
    totalPaise: order.total_paise,
    status: order.status,
    stage: order.stage,
    trackingToken: order.tracking_token,
    createdAt: order.created_at,
    payment: payments.get(order.id) ?? { state: 'nothing_due', balancePaise: 0 },
    billed: payments.get(order.id)?.billed ?? false,
  }));
}
