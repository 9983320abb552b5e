import { z } from 'zod';
import { isCalendarDate, todayInIndia } from '../dates';
import { isValidGstin } from '../gst/gstin';
import { gstStateCodeOf } from '../gst/states';
import { msg } from '../i18n/message-token';
import { formList, indianPhone, optionalEmailAddress, optionalText, plainText, requiredText } from './fields';
import { positiveIntegerSchema } from './positive-integer';

/** Shared by the order forms (dialog, order page, cart) in the browser and placeOrderAction on the server. */

export const MAX_ORDER_QUANTITY = 10_000;
/** More lines than any maintenance order needs; stops a script from sending a thousand. */
export const MAX_ORDER_ITEMS = 50;

/** Spec §4: quantity is a whole number of at least 1; anything else falls back to 1. */
export function quantityOrOne(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isInteger(number) && number >= 1 ? number : 1;
}

const quantity = z.preprocess(
  quantityOrOne,
  z
    .number()
    .int()
    .max(MAX_ORDER_QUANTITY, msg('forms.tooLong', { max: MAX_ORDER_QUANTITY })),
);
const productId = z.coerce.number().int().positive();

/**
 * Who the order is for. A farmer without e-mail sends a name and a 10-digit
 * mobile number, where the order's news comes by SMS (or WhatsApp). E-mail is
 * optional (null when empty).
 */
const customerFields = {
  name: requiredText(120, msg('orders.nameRequired')),
  phone: indianPhone,
  email: optionalEmailAddress,
  address: requiredText(500, msg('orders.addressRequired')),
  notes: optionalText(1000),
  /** "Send me updates on WhatsApp": a ticked checkbox sends "on"; otherwise the updates come by SMS. */
  whatsappUpdates: z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean()),
  /** One per opened form: a double click or a retry sends the same key and gets the same order. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
  /**
   * The delivery state, by the English name the select sends: the bill's place
   * of supply, as its GST code. A name the form does not offer is none (the
   * office asks before billing).
   */
  state: z
    .string()
    .optional()
    .transform((value) => (value ? (gstStateCodeOf(value) ?? null) : null)),
  /** A business buyer's GSTIN, for a B2B bill; optional. */
  buyerGstin: z
    .string()
    .optional()
    .transform((value) => value?.toUpperCase().replace(/\s/g, '') || null)
    .refine((value) => value === null || isValidGstin(value), msg('orders.gstinInvalid')),
};

/** One product, from its Order Now dialog or its order page. */
export const orderSchema = z.object({ ...customerFields, productId, quantity });
export type OrderInput = z.infer<typeof orderSchema>;

/** The cart's lines travel as one JSON field: `[{"productId":3,"quantity":2}, …]`. */
const itemsField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return undefined;
    }
  },
  z
    .array(z.object({ productId, quantity }), { message: msg('orders.cartEmpty') })
    .min(1, msg('orders.cartEmpty'))
    .max(MAX_ORDER_ITEMS, msg('orders.cartTooLarge', { max: MAX_ORDER_ITEMS })),
);

/** Everything in the maintenance cart, as one order request under one reference. */
export const cartOrderSchema = z.object({ ...customerFields, items: itemsField });
export type CartOrderInput = z.infer<typeof cartOrderSchema>;

export type OrderCustomer = Omit<OrderInput, 'productId' | 'quantity' | 'whatsappUpdates' | 'state' | 'buyerGstin'> & {
  whatsappUpdates?: boolean;
  /** The place of supply's GST code, when the form sent a state. */
  state?: string | null;
  buyerGstin?: string | null;
};
export type OrderLineInput = { productId: number; quantity: number };

/** What the order form fills in for a signed-in customer (phone as the ten digits a farmer types). */
export type CustomerDetails = { name: string; phone: string; email: string; address: string };

/** Confirm or Reject (spec §2.11): anything else is no decision (null), which the action refuses. */
const decision = z.enum(['done', 'rejected']).nullable().catch(null);

/** The Order Details modal's Confirm or Reject, with the office's reason (the use-case trims and shortens it). */
export const orderDecisionSchema = z.object({ decision, reason: plainText });

/** Confirm or Reject the ticked orders: their ids, each once, at most 200 (anything but an id is dropped). */
export const orderDecisionsSchema = z.object({
  decision,
  ids: formList.transform((values) => {
    const ids = values.flatMap((value) => {
      const parsed = positiveIntegerSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
    return [...new Set(ids)].slice(0, 200);
  }),
});

/** The order desk's steps after confirmation (issue 24), shared by its forms and their action. */
export const ORDER_STEPS = ['dispatched', 'delivered', 'cancelled'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** From which stage each step may be taken (null: confirmed, nothing since); a farm pickup is delivered undispatched. */
export const ORDER_STEP_FROM: Record<OrderStep, readonly (OrderStep | null)[]> = {
  dispatched: [null],
  delivered: [null, 'dispatched'],
  cancelled: [null, 'dispatched'],
};

/** The steps an order can take next: only a confirmed one (`done`) moves, and only forward. */
export function nextOrderSteps(status: string, stage: OrderStep | null): OrderStep[] {
  return status === 'done' ? ORDER_STEPS.filter((step) => ORDER_STEP_FROM[step].includes(stage)) : [];
}

export const orderStepSchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('dispatched'),
    /** The carrier or vehicle ("Assam Roadways, bus AS-01-1234"); optional. */
    carrier: optionalText(100),
    /** When it should arrive, YYYY-MM-DD; optional. */
    expectedOn: z
      .string()
      .trim()
      .optional()
      .default('')
      .refine((value) => value === '' || isCalendarDate(value), msg('forms.dateInvalid'))
      .refine((value) => value === '' || !isCalendarDate(value) || value >= todayInIndia(), msg('forms.datePast')),
  }),
  z.object({ step: z.literal('delivered') }),
  z.object({ step: z.literal('cancelled'), reason: requiredText(500) }),
]);
export type OrderStepInput = z.infer<typeof orderStepSchema>;

/** A staff note on an order: never shown to the customer. */
export const orderNoteSchema = z.object({ text: requiredText(1000) });
