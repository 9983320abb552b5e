import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { findOrderIdByToken } from '../orders/find-tracked-order';
import { trackingUrl } from '../orders/order-texts';
import { findOrderLedger } from './find-order-ledger';
import type { PaymentGateway } from './razorpay-gateway';

export const startOnlinePaymentErrors = declareErrors('NOT_FOUND', 'PAYMENT_NOT_EXPECTED', 'GATEWAY_FAILED');

/**
 * "Pay online" on the tracking page (PAYMENT_PROVIDER; issue 35): the
 * gateway's link for what is left to pay on the order's bill. A link made
 * earlier for the same amount is used again, so whoever holds the tracking
 * link can make at most one link per amount owed, however often they press.
 */
export async function startOnlinePayment(options: {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  baseUrl: string;
  token: string;
}): Promise<{ url: string }> {
  const { db } = options;
  const orderId = await findOrderIdByToken(db, options.token);
  if (orderId === undefined) throw new AppError('NOT_FOUND');
  const ledger = await findOrderLedger(db, orderId);
  if (!ledger?.billNumber || ledger.balancePaise <= 0) throw new AppError('PAYMENT_NOT_EXPECTED');
  const made = await db
    .selectFrom('payment_links')
    .select('short_url')
    .where('order_id', '=', orderId)
    .where('amount_paise', '=', ledger.balancePaise)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  if (made) return { url: made.short_url };

  const order = await db
    .selectFrom('orders')
    .select(['name', 'phone', 'locale'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const count = await db
    .selectFrom('payment_links')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const referenceId = `${ledger.billNumber}-${Number(count.count) + 1}`;
  const link = await options.gateway.createLink({
    amountPaise: ledger.balancePaise,
    referenceId,
    description: `Bill ${ledger.billNumber}, order ${ledger.reference}`,
    customer: { name: order.name, contact: order.phone },
    callbackUrl: trackingUrl(options.baseUrl, order.locale, options.token),
  });
  await db
    .insertInto('payment_links')
    .values({
      order_id: orderId,
      provider: 'razorpay',
      link_id: link.linkId,
      reference_id: referenceId,
      amount_paise: ledger.balancePaise,
      short_url: link.shortUrl,
    })
    .execute();
  return { url: link.shortUrl };
}
