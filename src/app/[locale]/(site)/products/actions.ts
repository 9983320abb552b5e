'use server';

import { headers } from 'next/headers';
import type { z } from 'zod';
import { type FormState, formDataObject, typedValues } from '@/lib/forms/form-state';
import { translator } from '@/lib/i18n/messages';
import {
  type CartOrderInput,
  cartOrderSchema,
  MAX_ORDER_QUANTITY,
  type OrderCustomer,
  type OrderInput,
  type OrderLineInput,
  orderSchema,
} from '@/lib/schemas/orders';
import { getViewer } from '@/server/auth/viewer';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { isAppError } from '@/server/errors/app-error';
import { actionLocale } from '@/server/i18n/action-locale';
import { getLogger } from '@/server/logger';
import { placeOrder, placeOrderErrors } from '@/server/orders/place-order';
import { checkSubmission } from '@/server/security/bot-check';
import { clientAddress } from '@/server/security/client-address';
import { readTextingSite } from '@/server/sms/texting-site';
import { invalid } from '../../action-results';
import { orderMessages, type PublicErrorTable, publicErrorMessage, publicErrors } from '../../public-errors';

export type OrderFormState = FormState & { reference?: string };

const TYPED = ['name', 'phone', 'email', 'address', 'state', 'buyerGstin', 'quantity', 'notes'] as const;

/** Order Now: one product, from its dialog or its order page (which works without JavaScript). */
export async function placeOrderAction(_state: OrderFormState, formData: FormData): Promise<OrderFormState> {
  return runOrder(formData, orderSchema, publicErrors([placeOrderErrors], orderMessages), (input: OrderInput) => [
    { productId: input.productId, quantity: input.quantity },
  ]);
}

/** The cart says which of its products is gone. */
const CART_ERRORS = publicErrors([placeOrderErrors], { ...orderMessages, NOT_FOUND: 'orders.cartProductGone' });

/** The maintenance cart: every product in it, as one order request under one reference. */
export async function placeCartOrderAction(_state: OrderFormState, formData: FormData): Promise<OrderFormState> {
  return runOrder(formData, cartOrderSchema, CART_ERRORS, (input: CartOrderInput) => input.items);
}

/**
 * The one path of every order form: spam check, the shared schema, then the
 * use-case, for a signed-in customer or a guest (name and mobile are enough).
 * Typed values come back on every refusal; a success returns the reference.
 */
async function runOrder<Input extends OrderCustomer>(
  formData: FormData,
  schema: z.ZodType<Input>,
  errors: PublicErrorTable,
  linesOf: (input: Input) => OrderLineInput[],
): Promise<OrderFormState> {
  const locale = actionLocale(formData);
  const t = translator(locale);
  const values = typedValues(formData, TYPED);
  const config = getConfig();
  const viewer = await getViewer();
  const verdict = checkSubmission(formData, { secret: config.authSecret, signedIn: viewer !== null });
  // A filled honeypot is a bot: a neutral answer, nothing stored.
  if (verdict === 'honeypot') return { status: 'error', message: t('orders.placeFailed'), values };
  if (verdict === 'too-fast') return { status: 'error', message: t('forms.tooFast'), values };
  const parsed = schema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(locale, parsed.error, values);

  try {
    const { reference } = await placeOrder({
      db: getDb(),
      logger: getLogger(),
      site: await readTextingSite(locale),
      actor: viewer ? { userId: viewer.userId } : null,
      clientAddress: clientAddress(await headers()),
      customer: parsed.data,
      lines: linesOf(parsed.data),
      locale,
    });
    return { status: 'success', message: t('orders.submitted'), reference };
  } catch (error) {
    // INVALID_INPUT: the same product several times in a cart, adding up to more than one request takes.
    const reason = isAppError(error)
      ? publicErrorMessage(locale, error.code, errors, { max: MAX_ORDER_QUANTITY })
      : undefined;
    if (reason !== undefined) return { status: 'error', message: t('orders.failed', { message: reason }), values };
    getLogger().error({ err: error }, 'placing an order failed');
    return { status: 'error', message: t('orders.placeFailed'), values };
  }
}
