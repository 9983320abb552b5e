import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The keys the browser tests' site and its fake Razorpay share (playwright.config.ts, global-setup.ts). */
export const E2E_RAZORPAY = {
  keyId: 'rzp_test_e2eKeyId0001',
  keySecret: 'e2e-razorpay-key-secret',
  webhookSecret: 'e2e-razorpay-webhook-secret',
} as const;

export type RazorpayLink = Record<string, unknown> & {
  id: string;
  amount: number;
  reference_id: string;
  short_url: string;
};

/** Razorpay's error body (docs: API errors): what it answers a request it refuses. */
const errorBody = (description: string, field?: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    field: field ?? null,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
  },
});

/**
 * Razorpay's Payment Links API as its documentation describes it, for tests:
 * `POST /v1/payment_links` with the key id and secret as Basic auth and a JSON
 * body (amount in paise, at least ₹1; currency INR; a reference id of at most
 * 40 characters, never used before; a description; callback_url with
 * callback_method "get"), answered with the Payment Link entity or Razorpay's
 * error body. It keeps the links it made, and signs webhook events as Razorpay
 * does (X-Razorpay-Signature: hex HMAC-SHA256 of the raw body).
 */
export async function startRazorpayFake(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** A fixed one, for a server told the address before the fake starts (the browser tests). */
  port?: number;
}) {
  const links: RazorpayLink[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const expected = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return answer(401, errorBody('Authentication failed'));
    if (request.method !== 'POST' || request.url !== '/v1/payment_links')
      return answer(404, errorBody('The requested URL was not found on the server.'));
    if (!String(request.headers['content-type']).startsWith('application/json'))
      return answer(400, errorBody('Invalid request payload'));
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return answer(400, errorBody('Invalid request payload'));
    }
    const {
      amount,
      currency,
      reference_id: referenceId,
      description,
      callback_url: callbackUrl,
      callback_method: callbackMethod,
    } = body;
    if (!Number.isInteger(amount) || (amount as number) < 100)
      return answer(400, errorBody('The amount must be at least INR 1.00.', 'amount'));
    if (currency !== 'INR') return answer(400, errorBody('The currency is invalid.', 'currency'));
    if (typeof referenceId !== 'string' || referenceId.length > 40)
      return answer(400, errorBody('The reference id may not be greater than 40 characters.', 'reference_id'));
    if (links.some((link) => link.reference_id === referenceId)) {
      return answer(
        400,
        errorBody(`payment link with given reference_id ${referenceId} already exists`, 'reference_id'),
      );
    }
    if (typeof description !== 'string' || description.length > 2048)
      return answer(400, errorBody('The description is invalid.', 'description'));
    if (callbackUrl !== undefined && callbackMethod !== 'get')
      return answer(400, errorBody('callback_method should be get', 'callback_method'));
    const now = Math.floor(Date.now() / 1000);
    const link: RazorpayLink = {
      accept_partial: body.accept_partial ?? false,
      amount: amount as number,
      amount_paid: 0,
      callback_method: callbackMethod ?? '',
      callback_url: callbackUrl ?? '',
      cancelled_at: 0,
      created_at: now,
      currency: 'INR',
      customer: body.customer ?? {},
      description,
      expire_by: 0,
      expired_at: 0,
      first_min_partial_amount: 0,
      id: `plink_${randomBytes(7).toString('hex')}`,
      notes: body.notes ?? null,
      notify: body.notify ?? { sms: true, email: true },
      payments: null,
      reference_id: referenceId,
      reminder_enable: body.reminder_enable ?? false,
      reminders: [],
      short_url: `https://rzp.io/i/${randomBytes(5).toString('hex')}`,
      status: 'created',
      updated_at: now,
      upi_link: false,
      user_id: '',
    };
    links.push(link);
    return answer(200, link);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (rawBody: string) => signWebhook(rawBody, options.webhookSecret);

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    links,
    paidEvent: (link: RazorpayLink, paymentId?: string) => razorpayPaidEvent(link, options.webhookSecret, paymentId),
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `payment_link.paid` event Razorpay sends for a link paid in full, and its signature. */
export function razorpayPaidEvent(
  link: Pick<RazorpayLink, 'id' | 'amount' | 'reference_id' | 'short_url'>,
  webhookSecret: string,
  paymentId = `pay_${randomBytes(7).toString('hex')}`,
) {
  const now = Math.floor(Date.now() / 1000);
  const rawBody = JSON.stringify({
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { ...link, amount_paid: link.amount, status: 'paid', updated_at: now } },
      order: {
        entity: {
          id: `order_${randomBytes(7).toString('hex')}`,
          amount: link.amount,
          amount_paid: link.amount,
          status: 'paid',
        },
      },
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: link.amount,
          currency: 'INR',
          status: 'captured',
          method: 'upi',
          vpa: 'farmer@okaxis',
          captured: true,
          acquirer_data: { rrn: '412345678901' },
          created_at: now,
        },
      },
    },
    created_at: now,
  });
  return { rawBody, paymentId, signature: signWebhook(rawBody, webhookSecret) };
}

/** X-Razorpay-Signature: the hex HMAC-SHA256 of the raw body with the webhook secret. */
export const signWebhook = (rawBody: string, webhookSecret: string) =>
  createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
