import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Locale } from '@/lib/i18n/locales';
import { discountedPricePaise } from '@/lib/money';
import { MAX_ORDER_ITEMS, MAX_ORDER_QUANTITY, type OrderCustomer, type OrderLineInput } from '@/lib/schemas/orders';
import { isAccountAddress } from '../auth/account-address';
import { findProductById } from '../catalogue/find-product';
import { isUniqueViolation } from '../db/constraint-errors';
import type { Database } from '../db/schema';
import { AppError, declareErrors, isAppError } from '../errors/app-error';
import { staffRecipients } from '../mail/staff-recipients';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import { emailMessage, enqueueMessages, type NewMessage } from '../outbox/enqueue-messages';
import { consumeRateLimit, type RateLimitRule } from '../security/rate-limit';
import { newOrderEmail, type OrderSummary, orderReceivedEmail } from './order-emails';
import { newOrderReference } from './order-reference';
import { orderReceivedText } from './order-texts';
import { tellCustomer } from './tell-customer';

/**
 * Per account and per address (an office network shares one); for guests, per
 * mobile number from one address (so a stranger elsewhere cannot use up a
 * farmer's number): generous for farmers, tight for scripts. The e-mail address
 * a receipt is asked for limits only the receipt (mail/recipient-limits.ts):
 * three fake orders naming a farmer's address must not block their real one.
 */
export const ORDER_LIMITS: Record<'account' | 'address' | 'phone', RateLimitRule> = {
  account: { max: 10, windowSeconds: 600 },
  address: { max: 30, windowSeconds: 600 },
  phone: { max: 5, windowSeconds: 600 },
};

export type SiteForOrders = {
  siteName: string;
  baseUrl: string;
  adminNotifyEmail: string | undefined;
  /** The company's own addresses (site settings): the office hears of orders there when ADMIN_NOTIFY_EMAIL is unset. */
  officeEmails: string[];
  /** SMS_DAILY_LIMIT: text messages the site sends in a day at most. */
  smsDailyLimit: number;
};

export const placeOrderErrors = declareErrors('INVALID_INPUT', 'RATE_LIMITED', 'NOT_FOUND', 'CONFLICT');

/**
 * Stores an order request (spec §3): pending, with one line per product (its
 * name and unit price after discount at this moment) and a total computed here
 * (the browser's total is display only). A signed-in customer's order is theirs;
 * without an account it is a guest order, reached by phone (e-mail optional).
 * The same idempotency key gives back the same order. With the order, in its
 * transaction, the outbox gets the customer's "order received" by e-mail and
 * text (tellCustomer: the limits of messages a visitor causes) and the office's
 * "new order" (ADMIN_NOTIFY_EMAIL, else the company's addresses):
 * the farmer does not wait for the mail server, and a mail server that is down
 * delays the e-mails without losing them. A product that no longer
 * exists is NOT_FOUND, and nothing is stored. The order keeps the language the
 * customer ordered in (`locale`): their receipt, and the office's decision
 * later, speak it.
 */
export async function placeOrder(options: {
  db: Kysely<Database>;
  logger: Logger;
  site: SiteForOrders;
  actor: { userId: string } | null;
  clientAddress: string;
  customer: OrderCustomer;
  lines: OrderLineInput[];
  /** The language of the page the order was sent from. */
  locale: Locale;
}): Promise<{ reference: string; created: boolean }> {
  const { db, actor, customer } = options;
  const lines = mergeLines(options.lines);
  if (lines.length === 0 || lines.length > MAX_ORDER_ITEMS) throw new AppError('INVALID_INPUT');

  const existing = await findByIdempotencyKey(db, customer, actor);
  if (existing) return { reference: existing, created: false };

  const limits = await Promise.all([
    consumeRateLimit(db, `order|address|${options.clientAddress}`, ORDER_LIMITS.address),
    ...(actor
      ? [consumeRateLimit(db, `order|account|${actor.userId}`, ORDER_LIMITS.account)]
      : [consumeRateLimit(db, `order|phone|${customer.phone}|${options.clientAddress}`, ORDER_LIMITS.phone)]),
  ]);
  if (limits.some((limit) => !limit.allowed)) throw new AppError('RATE_LIMITED');

  const items: OrderSummary['items'] = [];
  for (const line of lines) {
    const product = await findProductById(db, line.productId);
    if (!product) throw new AppError('NOT_FOUND', `product ${line.productId}`);
    const unitPricePaise = discountedPricePaise(product);
    items.push({
      productId: product.id,
      productName: product.name,
      quantity: line.quantity,
      unitPricePaise,
      totalPaise: unitPricePaise * line.quantity,
    });
  }
  const order: OrderSummary = {
    reference: '',
    customerName: customer.name,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    items,
    totalPaise: items.reduce((sum, item) => sum + item.totalPaise, 0),
    notes: customer.notes,
    guest: actor === null,
    toAccountAddress: await isAccountAddress({ db, userId: actor?.userId ?? null, email: customer.email }),
    locale: options.locale,
  };
  const channel = customer.whatsappUpdates ? 'whatsapp' : 'sms';

  for (let attempt = 1; ; attempt++) {
    try {
      const reference = await insertOrder(options, order, actor, customer, channel);
      if (!reference) {
        // The same submission arrived twice at once; the other one stored it.
        const raced = await findByIdempotencyKey(db, customer, actor);
        if (raced) return { reference: raced, created: false };
        throw new AppError('CONFLICT');
      }
      order.reference = reference;
      break;
    } catch (error) {
      // A reference already taken (1 in millions): draw another.
      if (attempt >= 5 || isAppError(error) || !isUniqueViolation(error)) throw error;
    }
  }

  wakeDeliveryWorker();
  return { reference: order.reference, created: true };
}

/** The order, its lines and its messages in one transaction; undefined when the idempotency key was taken meanwhile. */
async function insertOrder(
  options: { db: Kysely<Database>; logger: Logger; site: SiteForOrders; clientAddress: string },
  order: OrderSummary,
  actor: { userId: string } | null,
  customer: Pick<OrderCustomer, 'idempotencyKey' | 'state' | 'buyerGstin'>,
  channel: 'sms' | 'whatsapp',
): Promise<string | undefined> {
  const trackingToken = newTrackingToken();
  return options.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('orders')
      .values({
        reference: newOrderReference(),
        user_id: actor?.userId ?? null,
        // 1/0: SQLite stores booleans as integers, PostgreSQL reads '1'/'0' as true/false.
        guest: actor === null ? 1 : 0,
        total_paise: order.totalPaise,
        name: order.customerName,
        phone: order.phone,
        email: order.email,
        address: order.address,
        description: order.notes,
        idempotency_key: customer.idempotencyKey,
        locale: order.locale,
        place_of_supply: customer.state ?? null,
        buyer_gstin: customer.buyerGstin ?? null,
        updates_channel: channel,
        tracking_token: trackingToken,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return undefined;
    await trx
      .insertInto('order_items')
      .values(
        order.items.map((item, position) => ({
          order_id: inserted.id,
          position,
          product_id: item.productId,
          product_name: item.productName,
          unit_price_paise: item.unitPricePaise,
          quantity: item.quantity,
          total_paise: item.totalPaise,
        })),
      )
      .execute();
    const stored = { ...order, reference: inserted.reference, trackingToken };
    await tellCustomer({
      trx,
      logger: options.logger,
      site: options.site,
      order: inserted,
      summary: stored,
      causedBy: { visitorAddress: options.clientAddress },
      what: 'order receipt',
      kind: 'order-received',
      email: (summary) => orderReceivedEmail(summary, options.site),
      text: (forText) => orderReceivedText(forText, options.site.baseUrl),
    });
    await enqueueMessages(trx, officeNotice(options, stored, inserted.id));
    return inserted.reference;
  });
}

/** 96 random bits, URL-safe: the order's tracking link cannot be guessed from its reference or another link. */
function newTrackingToken(): string {
  return randomBytes(12).toString('base64url');
}

/** The same product twice (two taps in the cart) is one line with the quantities added. */
function mergeLines(lines: OrderLineInput[]): OrderLineInput[] {
  const byProduct = new Map<number, number>();
  for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  if ([...byProduct.values()].some((quantity) => quantity > MAX_ORDER_QUANTITY)) throw new AppError('INVALID_INPUT');
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

async function findByIdempotencyKey(
  db: Kysely<Database>,
  customer: OrderCustomer,
  actor: { userId: string } | null,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders')
    .select(['reference', 'user_id', 'phone'])
    .where('idempotency_key', '=', customer.idempotencyKey)
    .executeTakeFirst();
  if (!row) return undefined;
  // Someone else's key is never a way to read their order: the same account, or for a guest the same mobile.
  const sameSender = actor ? row.user_id === actor.userId : row.user_id === null && row.phone === customer.phone;
  if (!sameSender) throw new AppError('CONFLICT');
  return row.reference;
}

/** The office's "new order" (not a message to the customer: no limit applies). */
function officeNotice(
  options: { logger: Logger; site: SiteForOrders },
  order: OrderSummary,
  orderId: number,
): NewMessage[] {
  const office = staffRecipients(options.site);
  if (office.to.length === 0) {
    options.logger.error({ reference: order.reference }, 'no address to announce a new order to');
    return [];
  }
  const about = { table: 'orders', id: orderId } as const;
  return [emailMessage(newOrderEmail(order, options.site, office), { kind: 'order-new', about })];
}
