import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { CheckPaymentReportInput } from '@/lib/schemas/payments';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import type { TextingSite } from '../sms/text-limits';
import { recordPaymentErrors, recordPaymentIn } from './record-payment';

export const checkPaymentReportErrors = declareErrors(...recordPaymentErrors, 'CONFLICT');

/**
 * The order desk's answer to a UPI reference its customer reported (issue 35):
 * found on the bank statement, it becomes a UPI payment of the amount the
 * statement shows (with the customer's "payment received" message); not found,
 * the report is closed and the tracking page says so. A report is answered
 * once: a second answer (another tab) is CONFLICT.
 */
export async function checkPaymentReport(options: {
  db: Kysely<Database>;
  logger: Logger;
  site: TextingSite;
  actor: StaffActor | null;
  orderId: number;
  input: CheckPaymentReportInput;
}): Promise<{ outcome: 'found' | 'not_found'; utr: string }> {
  const { actor, input } = options;
  assertPermission(actor, 'orders');
  const result = await options.db.transaction().execute(async (trx) => {
    const report = await trx
      .updateTable('payment_reports')
      .set({
        state: input.outcome === 'found' ? 'confirmed' : 'rejected',
        checked_at: new Date().toISOString(),
        checked_by_email: actor.email,
      })
      .where('id', '=', input.reportId)
      .where('order_id', '=', options.orderId)
      .where('state', '=', 'to_check')
      .returningAll()
      .executeTakeFirst();
    if (!report) {
      const exists = await trx
        .selectFrom('payment_reports')
        .select('id')
        .where('id', '=', input.reportId)
        .where('order_id', '=', options.orderId)
        .executeTakeFirst();
      throw new AppError(exists ? 'CONFLICT' : 'NOT_FOUND');
    }
    if (input.outcome === 'not_found') {
      await recordAudit(trx, {
        actor,
        action: 'reject',
        entity: 'payment_reports',
        entityId: report.id,
        after: { utr: report.utr },
      });
      return { outcome: input.outcome, utr: report.utr };
    }
    const payment = await recordPaymentIn(trx, {
      logger: options.logger,
      site: options.site,
      actor,
      orderId: options.orderId,
      payment: { amountPaise: input.amount, mode: 'upi', reference: report.utr, paidOn: input.paidOn, note: '' },
    });
    await trx.updateTable('payment_reports').set({ payment_id: payment.id }).where('id', '=', report.id).execute();
    return { outcome: input.outcome, utr: report.utr };
  });
  if (result.outcome === 'found') wakeDeliveryWorker();
  return result;
}
