import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findPaymentStates } from '../payments/find-payment-states';

export type OutstandingCustomer = {
  name: string;
  phone: string;
  /** The references of their orders that owe something. */
  orders: string[];
  duePaise: number;
  paidPaise: number;
  balancePaise: number;
};

const BATCH = 1000;

/**
 * Who owes what now: every confirmed order with something left to pay, by
 * customer (their phone number, the name on their latest such order), most
 * owed first. Orders are read a batch at a time; only those that owe are kept.
 */
export async function findOutstanding(db: Kysely<Database>): Promise<OutstandingCustomer[]> {
  const customers = new Map<string, OutstandingCustomer>();
  let afterId = 0;
  for (;;) {
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'reference', 'name', 'phone', 'status', 'stage', 'total_paise'])
      .where('status', '=', 'done')
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (orders.length === 0) break;
    const states = await findPaymentStates(db, orders);
    for (const order of orders) {
      const state = states.get(order.id);
      if (!state || state.balancePaise <= 0) continue;
      const customer = customers.get(order.phone) ?? {
        name: order.name,
        phone: order.phone,
        orders: [],
        duePaise: 0,
        paidPaise: 0,
        balancePaise: 0,
      };
      customer.name = order.name;
      customer.orders.push(order.reference);
      customer.duePaise += state.duePaise;
      customer.paidPaise += state.paidPaise;
      customer.balancePaise += state.balancePaise;
      customers.set(order.phone, customer);
    }
    afterId = orders.at(-1)?.id ?? afterId;
    if (orders.length < BATCH) break;
  }
  return [...customers.values()].sort((a, b) => b.balancePaise - a.balancePaise);
}
