import type { Kysely, Transaction } from 'kysely';
import { type Balance, balanceOf } from '@/lib/billing/balance';
import type { Database, PaymentMode, PaymentReportState } from '../db/schema';
import { orderBalances } from './order-balances';

export type LedgerEntry = {
  id: number;
  kind: 'payment' | 'reversal';
  amountPaise: number;
  mode: PaymentMode;
  reference: string | null;
  paidOn: string;
  note: string | null;
  /** The payment a reversal undoes. */
  reversesPaymentId: number | null;
  /** The reversal that undid this payment, if any. */
  reversedById: number | null;
  recordedAt: Date;
  recordedByEmail: string;
};

export type PaymentReport = {
  id: number;
  utr: string;
  reportedAt: Date;
  state: PaymentReportState;
  checkedAt: Date | null;
  checkedByEmail: string | null;
};

export type OrderLedger = Balance & {
  orderId: number;
  reference: string;
  /** The bill the balance is of (none before it, or once credited). */
  billNumber: string | null;
  entries: LedgerEntry[];
  reports: PaymentReport[];
};

/**
 * An order's money (issue 35): what it owes (orderBalances says), its payments and
 * reversals in the order they were recorded, the balance, and the UPI references
 * its customer reported. Undefined for an unknown order.
 */
export async function findOrderLedger(
  db: Kysely<Database> | Transaction<Database>,
  orderId: number,
): Promise<OrderLedger | undefined> {
  // The order, its bill and what it owes in one read; its payments and reports beside it.
  const [owed, rows, reports] = await Promise.all([
    orderBalances(db).where('o.id', '=', orderId).executeTakeFirst(),
    db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('payment_reports').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  ]);
  if (!owed) return undefined;
  const reversedBy = new Map(
    rows.flatMap((row) => (row.reverses_payment_id ? [[row.reverses_payment_id, row.id]] : [])),
  );
  const entries: LedgerEntry[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amountPaise: row.amount_paise,
    mode: row.mode,
    reference: row.reference,
    paidOn: row.paid_on,
    note: row.note,
    reversesPaymentId: row.reverses_payment_id,
    reversedById: reversedBy.get(row.id) ?? null,
    recordedAt: new Date(row.recorded_at),
    recordedByEmail: row.recorded_by_email,
  }));
  return {
    orderId: owed.id,
    reference: owed.reference,
    billNumber: owed.bill_number !== null && Number(owed.credited) === 0 ? owed.bill_number : null,
    entries,
    reports: reports.map((report) => ({
      id: report.id,
      utr: report.utr,
      reportedAt: new Date(report.reported_at),
      state: report.state,
      checkedAt: report.checked_at ? new Date(report.checked_at) : null,
      checkedByEmail: report.checked_by_email,
    })),
    ...balanceOf(Number(owed.due_paise), entries),
  };
}
