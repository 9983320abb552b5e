import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { holdOrder } from '../orders/hold-order';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import type { TextingSite } from '../sms/text-limits';
import { findOrderLedger } from './find-order-ledger';
import { tellAboutMoney } from './money-messages';

export const sendBalanceReminderErrors = declareErrors(
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYMENT_NOT_EXPECTED',
);

/**
 * "Balance due" to the customer of a billed order that is not paid in full,
 * only when the order desk sends it (issue 35): the amount left, the bill and
 * where to pay. An order without a bill, or paid, gets none.
 */
export async function sendBalanceReminder(options: {
  db: Kysely<Database>;
  logger: Logger;
  site: TextingSite;
  actor: StaffActor | null;
  orderId: number;
}): Promise<{ mailError: string | null; phoneOnly: string | null }> {
  const { actor } = options;
  assertPermission(actor, 'orders');
  const result = await options.db.transaction().execute(async (trx) => {
    const order = await holdOrder(trx, options.orderId);
    const ledger = await findOrderLedger(trx, order.id);
    if (!ledger?.billNumber || ledger.balancePaise <= 0) throw new AppError('PAYMENT_NOT_EXPECTED');
    await recordAudit(trx, {
      actor,
      action: 'remind',
      entity: 'orders',
      entityId: order.id,
      after: { balance_paise: ledger.balancePaise },
    });
    return tellAboutMoney(trx, {
      logger: options.logger,
      site: options.site,
      order,
      news: { kind: 'balance-due', billNumber: ledger.billNumber, balancePaise: ledger.balancePaise },
    });
  });
  wakeDeliveryWorker();
  return result;
}
