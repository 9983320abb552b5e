import { type Kysely, sql, type Transaction } from 'kysely';
import { type Balance, balanceOf } from '@/lib/billing/balance';
import type { Database } from '../db/schema';

/**
 * What each order owes and what came for it, in one query (issue 35), the one
 * place that says what an order owes: its bill's total once billed, nothing once
 * the bill is credited; before the bill, its own total while it is confirmed and
 * not cancelled (an advance counts against it), else nothing. `paid_paise` is its
 * payments less their reversals; `bill_number` and `credited` say which bill that is,
 * and whether a credit note cancelled it. Filter it by `o.` (orders) columns.
 */
export function orderBalances(db: Kysely<Database> | Transaction<Database>) {
  const credited = sql`exists (select 1 from bills c where c.credit_for_bill_id = b.id)`;
  // The bill (a credit note names the bill it credits; the bill names none): one an order, by its index.
  return db
    .selectFrom('orders as o')
    .leftJoin('bills as b', (join) => join.onRef('b.order_id', '=', 'o.id').on('b.credit_for_bill_id', 'is', null))
    .select([
      'o.id',
      'o.reference',
      'o.name',
      'o.phone',
      'b.number as bill_number',
      sql<number>`case when b.id is null then 0 else 1 end`.as('billed'),
      sql<number>`case when ${credited} then 1 else 0 end`.as('credited'),
      sql<number | string>`case
        when ${credited} then 0
        when b.id is not null then b.total_paise
        when o.status = 'done' and (o.stage is null or o.stage <> 'cancelled') then o.total_paise
        else 0 end`.as('due_paise'),
      sql<
        number | string
      >`coalesce((select sum(case when p.kind = 'payment' then p.amount_paise else -p.amount_paise end)
        from payments p where p.order_id = o.id), 0)`.as('paid_paise'),
    ]);
}

type BalanceRow = { billed: number; due_paise: number | string; paid_paise: number | string };

/** A row of orderBalances as the balance the screens show. */
export function balanceOfRow(row: BalanceRow): Balance & { billed: boolean } {
  const paid = Number(row.paid_paise);
  return {
    ...balanceOf(Number(row.due_paise), [{ kind: 'payment', amountPaise: paid }]),
    billed: Number(row.billed) === 1,
  };
}

/** Where each of these orders' money stands, and whether it has a bill (My Orders): one query for any number. */
export async function findPaymentStates(
  db: Kysely<Database>,
  orderIds: number[],
): Promise<Map<number, Balance & { billed: boolean }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await orderBalances(db).where('o.id', 'in', orderIds).execute();
  return new Map(rows.map((row) => [row.id, balanceOfRow(row)]));
}
