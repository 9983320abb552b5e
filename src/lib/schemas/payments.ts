import { z } from 'zod';
import { isCalendarDate, todayInIndia } from '../dates';
import { english } from '../i18n/english';
import { msg } from '../i18n/message-token';
import { rupees } from './rupees';

/** Shared by the order desk's payment forms and the tracking page's "I have paid" form (issue 35). */

/** The modes the office records by hand; a gateway's payments are recorded by its webhook. */
export const OFFICE_PAYMENT_MODES = ['upi', 'cash', 'bank_transfer', 'cheque'] as const;
export type OfficePaymentMode = (typeof OFFICE_PAYMENT_MODES)[number];

/** One crore rupees: more than any order here, less than a typo's extra zeros can reach unnoticed. */
export const MAX_PAYMENT_PAISE = 1_00_00_000 * 100;

/** The 12-digit reference every UPI payment has (the UTR, "UPI Ref No." in the app). */
export const UTR = /^\d{12}$/;

/** Spaces typed between the digit groups go. */
const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

const amount = rupees(english('admin.payments.amountInvalid')).refine(
  (paise) => paise > 0 && paise <= MAX_PAYMENT_PAISE,
  english('admin.payments.amountInvalid'),
);

/** When the money came, India time: never tomorrow. */
const paidOn = z
  .string({ message: english('admin.payments.dateInvalid') })
  .trim()
  .refine(isCalendarDate, english('admin.payments.dateInvalid'))
  .refine((value) => !isCalendarDate(value) || value <= todayInIndia(), english('admin.payments.dateFuture'));

/** Money received for an order, as the office records it. */
export const recordPaymentSchema = z
  .object({
    amount,
    mode: z.enum(OFFICE_PAYMENT_MODES, { message: english('admin.payments.modeRequired') }),
    reference: z
      .string()
      .trim()
      .max(40, english('admin.payments.referenceTooLong'))
      .optional()
      .transform((value) => value || null),
    paidOn,
    note: z.string().trim().max(200, english('admin.payments.noteTooLong')).optional().default(''),
  })
  .superRefine((payment, context) => {
    // Every mode but cash leaves a reference the bank statement shows; a UPI one is the 12-digit UTR.
    if (payment.mode === 'cash') return;
    const reference = payment.reference ? digitsOnly(payment.reference) : '';
    if (!payment.reference) {
      context.addIssue({ code: 'custom', path: ['reference'], message: english('admin.payments.referenceRequired') });
    } else if (payment.mode === 'upi' && !UTR.test(reference)) {
      context.addIssue({ code: 'custom', path: ['reference'], message: english('admin.payments.utrInvalid') });
    }
  })
  .transform((payment) => ({
    ...payment,
    reference: payment.mode === 'upi' && payment.reference ? digitsOnly(payment.reference) : payment.reference,
  }));
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

/** A recorded payment undone by an entry of its own, with why (a wrong entry, a refund, a bounced cheque). */
export const reversePaymentSchema = z.object({
  paymentId: z.coerce
    .number({ message: english('admin.payments.notFound') })
    .int()
    .positive(),
  reason: z
    .string({ message: english('admin.payments.reasonRequired') })
    .trim()
    .min(1, english('admin.payments.reasonRequired'))
    .max(200, english('admin.payments.noteTooLong')),
});
export type ReversePaymentInput = z.infer<typeof reversePaymentSchema>;

/** The office's answer to a UPI reference a farmer reported: found on the statement (for this amount), or not. */
export const checkPaymentReportSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('found'),
    reportId: z.coerce.number().int().positive(),
    amount,
    paidOn,
  }),
  z.object({ outcome: z.literal('not_found'), reportId: z.coerce.number().int().positive() }),
]);
export type CheckPaymentReportInput = z.infer<typeof checkPaymentReportSchema>;

/** The tracking page's form: the UTR of a UPI payment the farmer made. */
export const reportPaymentSchema = z.object({
  utr: z
    .string({ message: msg('tracking.utrInvalid') })
    .transform(digitsOnly)
    .refine((value) => UTR.test(value), msg('tracking.utrInvalid')),
});
