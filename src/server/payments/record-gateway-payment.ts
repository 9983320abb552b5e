import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { todayInIndia } from '@/lib/dates';
import { isUniqueViolation } from '../db/constraint-errors';
import type { Database } from '../db/schema';
import { isAppError } from '../errors/app-error';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import type { TextingSite } from '../sms/text-limits';
import type { PaidLink } from './razorpay-gateway';
import { recordPaymentIn } from './record-payment';

/** Who recorded a gateway's payment, in the ledger and the audit trail. */
const GATEWAY_ACTOR = { userId: null, email: 'razorpay' } as const;

/**
 * A paid payment link, as the gateway's webhook reports it (issue 35): its
 * payment recorded on the order once, however often the webhook repeats (the
 * gateway's payment id is unique in the ledger), with the customer's "payment
 * received". Money the gateway took is recorded even if the order owes nothing
 * now (the balance then shows the refund due). A link that is not ours is
 * ignored.
 */
export async function recordGatewayPayment(options: {
  db: Kysely<Database>;
  logger: Logger;
  site: TextingSite;
  paid: PaidLink;
}): Promise<'recorded' | 'already recorded' | 'unknown link'> {
  const { db, paid } = options;
  const link = await db
    .selectFrom('payment_links')
    .select(['id', 'order_id'])
    .where('link_id', '=', paid.linkId)
    .executeTakeFirst();
  if (!link) return 'unknown link';
  const recorded = () =>
    db.selectFrom('payments').select('id').where('gateway_payment_id', '=', paid.paymentId).executeTakeFirst();
  if (await recorded()) return 'already recorded';
  try {
    await db.transaction().execute(async (trx) => {
      await recordPaymentIn(trx, {
        logger: options.logger,
        site: options.site,
        actor: GATEWAY_ACTOR,
        orderId: link.order_id,
        payment: {
          amountPaise: paid.amountPaise,
          mode: 'gateway',
          reference: paid.paymentId,
          paidOn: todayInIndia(paid.paidAt),
          note: '',
          gatewayPaymentId: paid.paymentId,
        },
        strict: false,
      });
      await trx
        .updateTable('payment_links')
        .set({ paid_at: paid.paidAt.toISOString() })
        .where('id', '=', link.id)
        .execute();
    });
  } catch (error) {
    // The same webhook twice at once: the other delivery recorded it (this one then finds its reference, or its id).
    if ((isUniqueViolation(error) || isAppError(error, 'REFERENCE_RECORDED')) && (await recorded())) {
      return 'already recorded';
    }
    throw error;
  }
  wakeDeliveryWorker();
  return 'recorded';
}
