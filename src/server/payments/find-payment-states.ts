import type { Kysely } from 'kysely';
import { type Balance, balanceOf } from '@/lib/billing/balance';
import type { Database, OrderStage, OrderStatus } from '../db/schema';
import { duePaiseOf } from './find-order-ledger';

/** Where each order's money stands, and whether it has a bill (My Orders): two queries for any number of orders. */
export async function findPaymentStates(
  db: Kysely<Database>,
  orders: { id: number; status: OrderStatus; stage: OrderStage | null; total_paise: number }[],
): Promise<Map<number, Balance & { billed: boolean }>> {
  const ids = orders.map((order) => order.id);
  if (ids.length === 0) return new Map();
  const [documents, sums] = await Promise.all([
    db.selectFrom('bills').select(['order_id', 'kind', 'total_paise']).where('order_id', 'in', ids).execute(),
    db
      .selectFrom('payments')
      .select(({ fn }) => ['order_id', 'kind', fn.sum<number | string>('amount_paise').as('amount')])
      .where('order_id', 'in', ids)
      .groupBy(['order_id', 'kind'])
      .execute(),
  ]);
  return new Map(
    orders.map((order) => {
      const own = documents.filter((document) => document.order_id === order.id);
      const entries = sums
        .filter((sum) => sum.order_id === order.id)
        .map((sum) => ({ kind: sum.kind, amountPaise: Number(sum.amount) }));
      return [order.id, { ...balanceOf(duePaiseOf(order, own), entries), billed: own.length > 0 }];
    }),
  );
}
