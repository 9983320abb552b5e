import { getDb } from '@/server/db';
import { isAppError } from '@/server/errors/app-error';
import { getLogger } from '@/server/logger';
import { paymentGateway } from '@/server/payments/payment-gateway';
import { recordGatewayPayment } from '@/server/payments/record-gateway-payment';
import { readTextingSite } from '@/server/sms/texting-site';

export const dynamic = 'force-dynamic';

/** A webhook event is a few kilobytes; anything far larger is not one. */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * Razorpay's webhook (PAYMENT_PROVIDER=razorpay; issue 35): its signature over
 * the raw body is the only authentication. A paid link's payment is recorded
 * once (200 every time after); an event the site does not act on is answered
 * 200; a bad signature 401 and nothing changes; a failure 500, so Razorpay
 * tries again.
 */
export async function POST(request: Request): Promise<Response> {
  const noStore = { 'Cache-Control': 'no-store' };
  const gateway = paymentGateway();
  if (!gateway) return new Response('Not found', { status: 404, headers: noStore });
  const rawBody = await request.text();
  if (rawBody.length > MAX_EVENT_BYTES) return new Response('Too large', { status: 413, headers: noStore });
  const logger = getLogger().child({ module: 'razorpay-webhook' });
  try {
    const paid = gateway.readWebhook(rawBody, request.headers);
    if (!paid) return new Response('Ignored', { status: 200, headers: noStore });
    const outcome = await recordGatewayPayment({ db: getDb(), logger, site: await readTextingSite('en'), paid });
    logger.info({ link: paid.linkId, payment: paid.paymentId, outcome }, 'a paid payment link was reported');
    return new Response(outcome, { status: 200, headers: noStore });
  } catch (error) {
    if (isAppError(error, 'INVALID_SIGNATURE') || isAppError(error, 'INVALID_INPUT')) {
      logger.warn({ code: error.code }, 'a Razorpay webhook was refused');
      return new Response('Refused', { status: error.status, headers: noStore });
    }
    logger.error({ err: error }, 'a Razorpay webhook could not be recorded');
    return new Response('Failed', { status: 500, headers: noStore });
  }
}
