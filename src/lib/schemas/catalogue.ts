import { z } from 'zod';
import { type GstClass, isGstClass, isHsnCode, isUnit } from '../gst/tax-facts';
import { english } from '../i18n/english';
import { pictureField } from './fields';
import { pictureUrl } from './picture-url';
import { optionalRupees, rupees } from './rupees';
import { translationsSchema } from './translation-fields';

/** Shared by the back office's product and sub-category forms (browser) and their actions (server). */

const id = (message: string) =>
  z
    .string({ message })
    .trim()
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number);

const optionalText = (max: number) =>
  z.string().trim().max(max, english('admin.catalogue.tooLong', { max })).optional().default('');

/** Spec §5: features split on commas, trimmed, empty items dropped. */
export const splitFeatures = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .slice(0, 30);

export const productSchema = z
  .object({
    subCategoryId: id(english('admin.catalogue.subCategoryRequired')),
    name: z
      .string({ message: english('admin.catalogue.nameRequired') })
      .trim()
      .min(1, english('admin.catalogue.nameRequired'))
      .max(200, english('admin.catalogue.tooLong', { max: 200 })),
    description: optionalText(5000),
    imageUrl: pictureUrl,
    price: rupees(english('admin.catalogue.priceInvalid')),
    discountAmount: optionalRupees(english('admin.catalogue.discountAmountInvalid')),
    discountPercentage: z
      .string()
      .optional()
      .transform((value, context) => {
        if (!value?.trim()) return null;
        const number = Number(value);
        if (!Number.isFinite(number) || number < 0 || number > 100) {
          context.addIssue({ code: 'custom', message: english('admin.catalogue.discountPercentageInvalid') });
          return z.NEVER;
        }
        return Math.round(number * 100) / 100;
      }),
    features: z
      .string()
      .optional()
      .transform((value) => splitFeatures(value ?? '')),
    // The tax facts: a product without them is kept, but cannot be billed.
    hsnCode: z
      .string()
      .optional()
      .transform((value) => value?.replace(/[\s.]/g, '') || null)
      .refine((value) => value === null || isHsnCode(value), english('admin.catalogue.hsnInvalid')),
    gstClass: z
      .string()
      .optional()
      .transform((value) => value || null)
      .refine(
        (value): value is GstClass | null => value === null || isGstClass(value),
        english('admin.catalogue.gstInvalid'),
      ),
    unit: z
      .string()
      .optional()
      .transform((value) => value || 'NOS')
      .refine(isUnit, english('admin.catalogue.unitInvalid')),
  })
  .superRefine((product, context) => {
    if (product.discountAmount !== null && product.discountAmount > product.price) {
      context.addIssue({
        code: 'custom',
        path: ['discountAmount'],
        message: english('admin.catalogue.discountAmountInvalid'),
      });
    }
  })
  // Spec §4: only one discount applies; the amount wins.
  .transform((product) => ({
    ...product,
    discountPercentage: product.discountAmount !== null ? null : product.discountPercentage,
  }));
export type ProductInput = z.infer<typeof productSchema>;

/** Issue 17: the product's name, description and features in Assamese and Hindi (features comma-separated). */
export const productTranslationsSchema = translationsSchema({
  name: { max: 200, label: english('admin.catalogue.fields.name'), required: true },
  description: { max: 5000, label: english('admin.catalogue.fields.description') },
  features: { max: 2000, label: english('admin.catalogue.fields.features') },
});
/** What Add Product and Edit Product send: the product, its translations and its picture. */
export const productFormSchema = z.intersection(productSchema, z.intersection(productTranslationsSchema, pictureField));

export const subCategorySchema = z.object({
  categoryId: id(english('admin.catalogue.parentRequired')),
  name: z
    .string({ message: english('admin.catalogue.nameRequired') })
    .trim()
    .min(1, english('admin.catalogue.nameRequired'))
    .max(100, english('admin.catalogue.tooLong', { max: 100 })),
});
export type SubCategoryInput = z.infer<typeof subCategorySchema>;

export const subCategoryFormSchema = z.intersection(
  subCategorySchema,
  translationsSchema({ name: { max: 100, label: english('admin.catalogue.fields.name'), required: true } }),
);

export const PRODUCT_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif';
