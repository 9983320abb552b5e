import { z } from 'zod';
import { isValidGstin } from '../gst/gstin';
import { isGstStateCode } from '../gst/states';
import { english } from '../i18n/english';

/** The order desk's form for an order's place of supply and its buyer's GSTIN (optional: a B2B bill shows it). */
export const orderTaxDetailsSchema = z.object({
  placeOfSupply: z
    .string({ message: english('admin.billing.placeRequired') })
    .refine(isGstStateCode, english('admin.billing.placeRequired')),
  buyerGstin: z
    .string()
    .optional()
    .transform((value) => value?.toUpperCase().replace(/\s/g, '') || null)
    .refine((value) => value === null || isValidGstin(value), english('admin.billing.gstinInvalid')),
});
export type OrderTaxDetailsInput = z.infer<typeof orderTaxDetailsSchema>;
