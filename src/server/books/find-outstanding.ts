import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { balanceOfRow, orderBalances } from '../payments/order-balances';

export type OutstandingCustomer = {
  name: string;
  phone: string;
  /** The references of their orders that owe something. */
  orders: string[];
  duePaise: number;
  paidPaise: number;
  balancePaise: number;
};

/**
 * Who owes what now: every confirmed order with something left to pay, by
 * customer (their phone number, the name on their latest such order), most
 * owed first. The database keeps only the orders that owe (orderBalances).
 */
export async function findOutstanding(db: Kysely<Database>): Promise<OutstandingCustomer[]> {
  const orders = await db
    .selectFrom(orderBalances(db).where('o.status', '=', 'done').as('balances'))
    .selectAll()
    .where(sql<boolean>`due_paise - paid_paise > 0`)
    .orderBy('id')
    .execute();
  const customers = new Map<string, OutstandingCustomer>();
  for (const order of orders) {
    const balance = balanceOfRow(order);
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
    customer.duePaise += balance.duePaise;
    customer.paidPaise += balance.paidPaise;
    customer.balancePaise += balance.balancePaise;
    customers.set(order.phone, customer);
  }
  return [...customers.values()].sort((a, b) => b.balancePaise - a.balancePaise);
}
