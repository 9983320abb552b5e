import { z } from 'zod';
import { t } from '../i18n/messages';

/** Shared by the order dialog (browser) and placeOrderAction (server). */

export const MAX_ORDER_QUANTITY = 10_000;

const text = (max: number, required?: string) => {
  const base = z.string().trim().max(max, t('orders.tooLong', { max }));
  return required ? base.min(1, required) : base;
};

/** +91 optional, then a 10-digit mobile number starting 6–9; spaces and dashes ignored. Stored as +91XXXXXXXXXX. */
export const indianPhone = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+91|0)?[6-9]\d{9}$/, t('orders.phoneInvalid')))
  .transform((value) => `+91${value.slice(-10)}`);

/** Spec §4: quantity is a whole number of at least 1; anything else falls back to 1. */
export function quantityOrOne(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isInteger(number) && number >= 1 ? number : 1;
}

export const orderSchema = z.object({
  productId: z.coerce.number().int().positive(),
  name: text(120, t('orders.nameRequired')),
  phone: indianPhone,
  email: z
    .string()
    .trim()
    .max(254, t('orders.tooLong', { max: 254 }))
    .pipe(z.email(t('orders.emailInvalid')))
    .transform((value) => value.toLowerCase()),
  address: text(500, t('orders.addressRequired')),
  quantity: z.preprocess(
    quantityOrOne,
    z
      .number()
      .int()
      .max(MAX_ORDER_QUANTITY, t('orders.tooLong', { max: MAX_ORDER_QUANTITY })),
  ),
  notes: text(1000).optional().default(''),
  /** One per opened dialog: a double click or a retry sends the same key and gets the same order. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
});
export type OrderInput = z.infer<typeof orderSchema>;
