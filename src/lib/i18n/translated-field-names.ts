import { type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from './locales';

/**
 * The names of a back-office form's translated fields (issue 17): `name_as`,
 * `name_hi`… beside the English `name`. A module of its own, with no texts, so
 * whatever names the fields (a form's values, a test) needs nothing else.
 */

export function translationField(field: string, locale: TranslatedLocale): string {
  return `${field}_${locale}`;
}

/** The translated fields' names (`name_as`, `name_hi`…), for the values a refused form keeps. */
export function translatedFields(fields: readonly string[]): string[] {
  return TRANSLATED_LOCALES.flatMap((locale) => fields.map((field) => translationField(field, locale)));
}

/** A form field's name in a language: English keeps the record's own name. */
export function localeField(field: string, locale: Locale): string {
  return locale === 'en' ? field : translationField(field, locale);
}
