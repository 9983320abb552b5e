import { z } from 'zod';
import { isValidGstin, isValidPan } from '../gst/gstin';
import { isGstStateCode } from '../gst/states';

/** A UPI ID (VPA): a handle, @, the bank's or app's name ("aquaculture@sbi", "9864000002@ybl"). */
export const UPI_ID_SHAPE = /^[a-zA-Z0-9][a-zA-Z0-9.\-_]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** An Indian bank branch's code: four letters, 0, six letters or digits. */
export const IFSC_SHAPE = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A bank account number: 9 to 18 digits. */
export const ACCOUNT_NUMBER_SHAPE = /^\d{9,18}$/;
/**
 * A bill series' prefix: with "/", the financial year ("25-26"), "/" and a
 * five-digit number, a bill number stays within GST's 16 characters
 * ("INV/25-26/00042").
 */
export const SERIES_PREFIX_SHAPE = /^[A-Z0-9]{1,4}$/;

/**
 * The facts a bill needs about the business (Rule 46), kept apart from the
 * company facts the public pages show: one JSON row `billing` in site_settings,
 * read by the billing and the Settings screen only. A business without a GSTIN
 * is not registered and issues no tax invoice.
 */
export const billingSettingsSchema = z.object({
  /** The name on the registration (the trading name is the company's `name`). */
  legalName: z.string().min(1),
  /** The state the business is registered in, as GST numbers it ("18": Assam). */
  stateCode: z.string().refine(isGstStateCode),
  gstin: z.string().refine(isValidGstin).nullable(),
  pan: z.string().refine(isValidPan).nullable(),
  upi: z.object({ id: z.string().regex(UPI_ID_SHAPE), payeeName: z.string().min(1) }).nullable(),
  bankAccount: z
    .object({
      holder: z.string().min(1),
      number: z.string().regex(ACCOUNT_NUMBER_SHAPE),
      ifsc: z.string().regex(IFSC_SHAPE),
      bank: z.string().min(1),
    })
    .nullable(),
  invoicePrefix: z.string().regex(SERIES_PREFIX_SHAPE),
  creditNotePrefix: z.string().regex(SERIES_PREFIX_SHAPE),
  /** Who signs the bills (the authorised signatory). */
  signatory: z.string().min(1),
});

export type BillingSettings = z.infer<typeof billingSettingsSchema>;
