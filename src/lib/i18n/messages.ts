import enErrors from '../../../messages/en/errors.json';
import enMain from '../../../messages/en.json';
import { fill } from './fill';

/**
 * The message catalogue. Every user-facing text of the public site and the auth
 * pages comes from messages/<locale>.json; components never hold English text.
 * A second language is a second JSON file with the same keys. The error texts
 * live in messages/<locale>/errors.json, so the error boundary (a client
 * component on every page) ships only them, not the whole catalogue.
 */
const en = { ...enMain, errors: enErrors };
type Catalogue = typeof en;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Paths<Catalogue>;
export type Locale = 'en';

const catalogues: Record<Locale, Catalogue> = { en };

export const defaultLocale: Locale = 'en';

/** `t('auth.login.title')`, with `{name}` placeholders filled from `values`. */
export function translate(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  let node: unknown = catalogues[locale];
  for (const part of key.split('.')) {
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  if (typeof node !== 'string') throw new Error(`Missing message: ${key}`);
  return fill(node, values);
}

export { fill };

/** A whole part of the catalogue, for structured texts such as the legal pages' sections. */
export function messages(locale: Locale = defaultLocale): Catalogue {
  return catalogues[locale];
}

export function t(key: MessageKey, values?: Record<string, string | number>): string {
  return translate(defaultLocale, key, values);
}
