import { z } from 'zod';
import { t } from '../i18n/messages';
import { emailAddress, indianPhone, optionalText, requiredText } from './fields';

/** Shared by the order dialog (browser) and placeOrderAction (server). */

export const MAX_ORDER_QUANTITY = 10_000;

/** Spec §4: quantity is a whole number of at least 1; anything else falls back to 1. */
export function quantityOrOne(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isInteger(number) && number >= 1 ? number : 1;
}

export const orderSchema = z.object({
  productId: z.coerce.number().int().positive(),
  name: requiredText(120, t('orders.nameRequired')),
  phone: indianPhone,
  email: emailAddress,
  address: requiredText(500, t('orders.addressRequired')),
  quantity: z.preprocess(
    quantityOrOne,
    z
      .number()
      .int()
      .max(MAX_ORDER_QUANTITY, t('forms.tooLong', { max: MAX_ORDER_QUANTITY })),
  ),
  notes: optionalText(1000),
  /** One per opened dialog: a double click or a retry sends the same key and gets the same order. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
});
export type OrderInput = z.infer<typeof orderSchema>;
