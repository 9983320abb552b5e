import { z } from 'zod';
import { english } from '../i18n/english';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../i18n/locales';
import { translationField } from '../i18n/translated-field-names';

/**
 * The Assamese and Hindi fields of a back-office form (issue 17): `name_as`,
 * `name_hi`… beside the English `name`. A language whose fields are all empty
 * has no translation (its pages show the English text); one that has any text
 * needs its required fields (a product's name, a post's title and text).
 */

/** The languages as the (English) back office names them. */
export const TRANSLATED_LANGUAGE_NAMES: Record<TranslatedLocale, string> = { as: 'Assamese', hi: 'Hindi' };

/** Per language, its texts, or null when all its fields were left empty (no translation). */
export type TranslationsInput<Field extends string> = Record<TranslatedLocale, Record<Field, string> | null>;

/** Text beyond markup (an empty rich-text editor leaves `<p><br></p>`). */
const hasText = (value: string | undefined) => Boolean(value?.replace(/<[^>]*>|&nbsp;|\s/g, ''));

/**
 * `fields` gives each translated field its longest length, the name the
 * message uses for it, and whether a translation needs it. Joined to a form's
 * schema with `z.intersection(formSchema, translationsSchema(…))`: its output
 * gains `translations`, and the browser checks both.
 */
export function translationsSchema<Field extends string>(
  fields: Record<Field, { max: number; label: string; required?: boolean }>,
) {
  const names = Object.keys(fields) as Field[];
  const shape: Record<string, z.ZodType<string, string | undefined>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    for (const field of names) {
      const { max } = fields[field];
      shape[translationField(field, locale)] = z
        .string()
        .trim()
        .max(max, english('admin.catalogue.tooLong', { max }))
        .optional()
        .default('');
    }
  }
  return z
    .object(shape)
    .superRefine((values, context) => {
      for (const locale of TRANSLATED_LOCALES) {
        if (!names.some((field) => hasText(values[translationField(field, locale)]))) continue;
        for (const field of names) {
          if (!fields[field].required || hasText(values[translationField(field, locale)])) continue;
          context.addIssue({
            code: 'custom',
            path: [translationField(field, locale)],
            message: english('admin.translations.required', {
              field: fields[field].label,
              language: TRANSLATED_LANGUAGE_NAMES[locale],
            }),
          });
        }
      }
    })
    .transform((values): { translations: TranslationsInput<Field> } => {
      const byLocale = {} as TranslationsInput<Field>;
      for (const locale of TRANSLATED_LOCALES) {
        const texts = Object.fromEntries(
          names.map((field) => [field, values[translationField(field, locale)] ?? '']),
        ) as Record<Field, string>;
        byLocale[locale] = Object.values<string>(texts).some(hasText) ? texts : null;
      }
      return { translations: byLocale };
    });
}
