import type { Kysely } from 'kysely';
import type { BillSupplier } from '../billing/bill-parties';
import type { Database, OrderStage, OrderStatus } from '../db/schema';
import { findOrderLedger, type OrderLedger, type PaymentReport } from '../payments/find-order-ledger';
import { findOrderItems, type OrderItem } from './find-order-items';
import { findOrderEvents, type OrderEvent } from './order-events';

export type TrackedOrder = {
  reference: string;
  status: OrderStatus;
  /** Dispatched, delivered or cancelled after confirmation; null before. */
  stage: OrderStage | null;
  /** Its steps after confirmation (never the staff's notes, nor who took them). */
  steps: (OrderEvent & { kind: OrderStage })[];
  items: OrderItem[];
  totalPaise: number;
  /** The office's words with its decision (a rejection's reason, a confirmation's note). */
  reason: string | null;
  createdAt: Date;
  locale: 'en' | 'as' | 'hi';
  /** Its bill, with where to pay it by UPI (the business's UPI ID as the bill has it); null before, or once credited. */
  bill: { number: string; totalPaise: number; upi: { id: string; payeeName: string } | null } | null;
  /** Where its money stands and the UPI references its customer reported (never who recorded what). */
  money: Pick<OrderLedger, 'state' | 'duePaise' | 'paidPaise' | 'balancePaise'> & {
    reports: Pick<PaymentReport, 'utr' | 'reportedAt' | 'state'>[];
  };
};

/** Long enough to be one of ours (16 URL-safe characters); anything else is not looked up. */
export const TRACKING_TOKEN = /^[A-Za-z0-9_-]{16}$/;

/**
 * The order behind a tracking link, for whoever holds the link: its status,
 * its steps after confirmation, lines, total and the office's reason, and nothing personal (no name, phone,
 * address or e-mail: a link can be forwarded). Undefined for an unknown token.
 */
export async function findTrackedOrder(db: Kysely<Database>, token: string): Promise<TrackedOrder | undefined> {
  if (!TRACKING_TOKEN.test(token)) return undefined;
  const order = await db
    .selectFrom('orders')
    .select(['id', 'reference', 'status', 'stage', 'total_paise', 'decision_reason', 'created_at', 'locale'])
    .where('tracking_token', '=', token)
    .executeTakeFirst();
  if (!order) return undefined;
  const [items, steps, ledger] = await Promise.all([
    findOrderItems(db, [order.id]).then((lines) => lines.get(order.id) ?? []),
    findOrderEvents(db, order.id, { forStaff: false }).then((events) =>
      events.filter((event): event is OrderEvent & { kind: OrderStage } => event.kind !== 'note'),
    ),
    findOrderLedger(db, order.id),
  ]);
  const bill = ledger?.billNumber ? await findPayableBill(db, ledger.billNumber) : null;
  return {
    reference: order.reference,
    status: order.status,
    stage: order.stage,
    steps,
    items,
    totalPaise: order.total_paise,
    reason: order.decision_reason,
    createdAt: order.created_at,
    locale: order.locale,
    bill,
    money: {
      state: ledger?.state ?? 'nothing_due',
      duePaise: ledger?.duePaise ?? 0,
      paidPaise: ledger?.paidPaise ?? 0,
      balancePaise: ledger?.balancePaise ?? 0,
      reports: (ledger?.reports ?? []).map(({ utr, reportedAt, state }) => ({ utr, reportedAt, state })),
    },
  };
}

/** The order a tracking link is for, by id; undefined for anything that is not one of ours. */
export async function findOrderIdByToken(db: Kysely<Database>, token: string): Promise<number | undefined> {
  if (!TRACKING_TOKEN.test(token)) return undefined;
  const order = await db.selectFrom('orders').select('id').where('tracking_token', '=', token).executeTakeFirst();
  return order?.id;
}

/** The bill the ledger says is to be paid (not credited), with the UPI account it names. */
async function findPayableBill(db: Kysely<Database>, number: string): Promise<TrackedOrder['bill']> {
  const bill = await db
    .selectFrom('bills')
    .select(['number', 'total_paise', 'supplier'])
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  const { upi } = JSON.parse(bill.supplier) as Pick<BillSupplier, 'upi'>;
  return { number: bill.number, totalPaise: bill.total_paise, upi };
}
