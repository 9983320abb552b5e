import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { discountedPricePaise } from '@/lib/money';
import type { OrderInput } from '@/lib/schemas/orders';
import { findProductById } from '../catalogue/find-product';
import { isUniqueViolation } from '../db/constraint-errors';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { SendMail } from '../mail/send-mail';
import { consumeRateLimit, type RateLimitRule } from '../security/rate-limit';
import { newOrderEmail, type OrderSummary, orderReceivedEmail } from './order-emails';
import { newOrderReference } from './order-reference';

/** Per account and per address (an office network shares one): generous for farmers, tight for scripts. */
export const ORDER_LIMITS: Record<'account' | 'address', RateLimitRule> = {
  account: { max: 10, windowSeconds: 600 },
  address: { max: 30, windowSeconds: 600 },
};

/**
 * Stores an order request (spec §3): pending, for the signed-in customer, with
 * the product's name and the unit price after discount at this moment, and a
 * total computed here (the browser's total is display only). The same
 * idempotency key gives back the same order. Then the customer gets "order
 * received" and ADMIN_NOTIFY_EMAIL "new order"; a mail failure is logged and
 * the order stands.
 */
export async function placeOrder(options: {
  db: Kysely<Database>;
  sendMail: SendMail;
  logger: Logger;
  site: { siteName: string; baseUrl: string; adminNotifyEmail: string | undefined };
  actor: { userId: string } | null;
  clientAddress: string;
  input: OrderInput;
}): Promise<{ reference: string; created: boolean }> {
  const { db, actor, input } = options;
  if (!actor) throw new AppError('UNAUTHENTICATED');

  const existing = await findByIdempotencyKey(db, input.idempotencyKey, actor.userId);
  if (existing) return { reference: existing, created: false };

  const limits = await Promise.all([
    consumeRateLimit(db, `order|account|${actor.userId}`, ORDER_LIMITS.account),
    consumeRateLimit(db, `order|address|${options.clientAddress}`, ORDER_LIMITS.address),
  ]);
  if (limits.some((limit) => !limit.allowed)) throw new AppError('RATE_LIMITED');

  const product = await findProductById(db, input.productId);
  if (!product) throw new AppError('NOT_FOUND');
  const unitPricePaise = discountedPricePaise(product);
  const order: OrderSummary = {
    reference: '',
    customerName: input.name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    productName: product.name,
    quantity: input.quantity,
    unitPricePaise,
    totalPaise: unitPricePaise * input.quantity,
    notes: input.notes,
  };

  for (let attempt = 1; ; attempt++) {
    const reference = newOrderReference();
    try {
      const inserted = await db
        .insertInto('orders')
        .values({
          reference,
          product_id: product.id,
          user_id: actor.userId,
          product_name: product.name,
          unit_price_paise: unitPricePaise,
          total_paise: order.totalPaise,
          name: input.name,
          phone: input.phone,
          email: input.email,
          address: input.address,
          quantity: input.quantity,
          description: input.notes,
          idempotency_key: input.idempotencyKey,
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('reference')
        .executeTakeFirst();
      if (!inserted) {
        // The same submission arrived twice at once; the other one stored it.
        const raced = await findByIdempotencyKey(db, input.idempotencyKey, actor.userId);
        if (raced) return { reference: raced, created: false };
        throw new AppError('CONFLICT');
      }
      order.reference = inserted.reference;
      break;
    } catch (error) {
      // A reference already taken (1 in millions): draw another.
      if (attempt >= 5 || (error instanceof AppError && error.code === 'CONFLICT') || !isUniqueViolation(error)) {
        throw error;
      }
    }
  }

  await sendOrderEmails(options, order);
  return { reference: order.reference, created: true };
}

async function findByIdempotencyKey(db: Kysely<Database>, key: string, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders')
    .select(['reference', 'user_id'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  // Someone else's key is never a way to read their order.
  if (row.user_id !== userId) throw new AppError('CONFLICT');
  return row.reference;
}

async function sendOrderEmails(
  options: {
    sendMail: SendMail;
    logger: Logger;
    site: { siteName: string; baseUrl: string; adminNotifyEmail: string | undefined };
  },
  order: OrderSummary,
): Promise<void> {
  const messages = [orderReceivedEmail(order, options.site)];
  if (options.site.adminNotifyEmail) messages.push(newOrderEmail(order, options.site, options.site.adminNotifyEmail));
  for (const message of messages) {
    try {
      await options.sendMail(message);
    } catch (error) {
      options.logger.error({ err: error, reference: order.reference }, 'could not send an order e-mail');
    }
  }
}
