import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewaySettings } from '../config';
import { AppError } from '../errors/app-error';

/** What the site asks of a payment gateway: a link for an amount, and the paid links its webhooks report. */
export type PaymentGateway = {
  createLink(request: LinkRequest): Promise<{ linkId: string; shortUrl: string }>;
  /** The paid link a webhook reports, after checking it is the gateway's; null for the events the site does not act on. */
  readWebhook(rawBody: string, headers: Headers): PaidLink | null;
};

export type LinkRequest = {
  amountPaise: number;
  /** Ours, unique per link (the bill's number and a count): the gateway refuses a repeat. */
  referenceId: string;
  description: string;
  customer: { name: string; contact: string };
  /** Where the customer returns after paying: the order's tracking page. */
  callbackUrl: string;
};

export type PaidLink = { linkId: string; paymentId: string; amountPaise: number; paidAt: Date };

const TIMEOUT_MS = 10_000;

/**
 * Razorpay Payment Links (docs: razorpay.com/docs/api/payments/payment-links):
 * `POST /v1/payment_links` with the key id and secret as Basic auth, amounts
 * in paise, our reference id; the `payment_link.paid` webhook signed with the
 * webhook secret (`X-Razorpay-Signature`: hex HMAC-SHA256 of the raw body).
 * Razorpay sends no SMS or e-mail of its own: the site tells the customer.
 */
export function razorpayGateway(settings: GatewaySettings): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  return {
    async createLink(request) {
      let response: Response;
      try {
        response = await fetch(`${settings.apiUrl}/v1/payment_links`, {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            amount: request.amountPaise,
            currency: 'INR',
            accept_partial: false,
            reference_id: request.referenceId,
            description: request.description,
            customer: request.customer,
            notify: { sms: false, email: false },
            reminder_enable: false,
            callback_url: request.callbackUrl,
            callback_method: 'get',
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new AppError('GATEWAY_FAILED', 'Razorpay could not be reached', { cause: error });
      }
      const body = (await response.json().catch(() => null)) as {
        id?: unknown;
        short_url?: unknown;
        error?: { description?: unknown };
      } | null;
      if (!response.ok || typeof body?.id !== 'string' || typeof body.short_url !== 'string') {
        const reason =
          typeof body?.error?.description === 'string' ? body.error.description : `HTTP ${response.status}`;
        throw new AppError('GATEWAY_FAILED', `Razorpay refused the payment link: ${reason}`);
      }
      return { linkId: body.id, shortUrl: body.short_url };
    },

    readWebhook(rawBody, headers) {
      const signature = headers.get('x-razorpay-signature') ?? '';
      const expected = createHmac('sha256', settings.webhookSecret).update(rawBody).digest('hex');
      const given = Buffer.from(signature, 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected, 'utf8'))) {
        throw new AppError('INVALID_SIGNATURE');
      }
      const event = JSON.parse(rawBody) as {
        event?: string;
        payload?: {
          payment_link?: { entity?: { id?: string } };
          payment?: { entity?: { id?: string; amount?: number; created_at?: number } };
        };
      };
      if (event.event !== 'payment_link.paid') return null;
      const link = event.payload?.payment_link?.entity;
      const payment = event.payload?.payment?.entity;
      if (!link?.id || !payment?.id || typeof payment.amount !== 'number') {
        throw new AppError('INVALID_INPUT', 'payment_link.paid without its link or payment');
      }
      return {
        linkId: link.id,
        paymentId: payment.id,
        amountPaise: payment.amount,
        paidAt: new Date((payment.created_at ?? Date.now() / 1000) * 1000),
      };
    },
  };
}
