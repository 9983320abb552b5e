import 'server-only';
import { FORM_ERROR_KEYS, type FormErrorTexts } from '@/lib/i18n/form-errors';
import type { Locale } from '@/lib/i18n/locales';
import { type MessageKey, translator } from '@/lib/i18n/messages';
import type { Texts } from '@/lib/i18n/texts';

/** These texts in the page's language, for a client component. */
export function pickTexts<Key extends MessageKey>(locale: Locale, keys: readonly Key[]): Texts<Key> {
  const t = translator(locale);
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Texts<Key>;
}

/**
 * The shared schemas' messages in the page's language, for a public form's checks in the browser;
 * only those of `scopes` (`'orders'` → `orders.…`) when given: a form sent on many pages carries no others.
 */
export function formErrorTexts(locale: Locale, scopes?: readonly string[]): FormErrorTexts {
  const inScope = (key: string) => !scopes || scopes.some((scope) => key.startsWith(`${scope}.`));
  return pickTexts(locale, FORM_ERROR_KEYS.filter(inScope));
}
