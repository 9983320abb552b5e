import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { findOrderIdByToken } from '../orders/find-tracked-order';
import { holdOrder } from '../orders/hold-order';
import { findOrderLedger } from './find-order-ledger';

export const reportPaymentErrors = declareErrors('NOT_FOUND', 'PAYMENT_NOT_EXPECTED', 'TOO_MANY_REPORTS');

/** References waiting for the office at once, per order: enough for a typo and its correction, not a flood. */
export const MAX_REPORTS_TO_CHECK = 3;

/**
 * The farmer's "I have paid" from the tracking page (issue 35): the 12-digit
 * UPI reference (UTR) of a payment, kept for the office to find on its bank
 * statement ("payment reported, to check"). Nothing is counted as paid until
 * the office confirms it. Whoever holds the link can report; an order that
 * owes nothing takes none, the same reference twice is one report, and at most
 * MAX_REPORTS_TO_CHECK wait at a time.
 */
export async function reportPayment(options: { db: Kysely<Database>; token: string; utr: string }): Promise<void> {
  await options.db.transaction().execute(async (trx) => {
    const orderId = await findOrderIdByToken(trx, options.token);
    if (orderId === undefined) throw new AppError('NOT_FOUND');
    // Holding the order's row makes the count below one report at a time.
    await holdOrder(trx, orderId);
    const ledger = await findOrderLedger(trx, orderId);
    if (!ledger || ledger.balancePaise <= 0) throw new AppError('PAYMENT_NOT_EXPECTED');
    if (ledger.reports.some((report) => report.utr === options.utr)) return;
    const waiting = ledger.reports.filter((report) => report.state === 'to_check').length;
    if (waiting >= MAX_REPORTS_TO_CHECK) throw new AppError('TOO_MANY_REPORTS');
    await trx.insertInto('payment_reports').values({ order_id: orderId, utr: options.utr }).execute();
  });
}
