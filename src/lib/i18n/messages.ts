import asErrors from '../../../messages/as/errors.json';
import asMain from '../../../messages/as.json';
import enErrors from '../../../messages/en/errors.json';
import enMain from '../../../messages/en.json';
import hiErrors from '../../../messages/hi/errors.json';
import hiMain from '../../../messages/hi.json';
import { TEXT_CONSTANTS } from '../forms/upload-limit';
import { fill } from './fill';
import type { Locale } from './locales';

/**
 * The message catalogue. Every user-facing text of the public site and the auth
 * pages comes from messages/<locale>.json; components never hold English text.
 * Assamese and Hindi have the same keys but the back office's (`admin`), which
 * stays English (tests/unit/message-catalogues.test.ts checks every key). The
 * error texts live in messages/<locale>/errors.json, so the error boundary (a
 * client component on every page) ships only them, not the whole catalogue.
 * Server code only: client components get their texts as props.
 *
 * The language is always given, never looked up: a page passes the locale of
 * its route down, an action the locale its form names, an e-mail the locale
 * stored with the order (`const t = translator(locale)`).
 */
const en = { ...enMain, errors: enErrors };
type Catalogue = typeof en;
/** What a translation holds: everything but the back office. */
type Translation = Omit<Catalogue, 'admin'>;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Paths<Catalogue>;
/** A back-office text (English only). */
export type AdminMessageKey = Paths<Catalogue['admin'], 'admin.'>;
/** A text every language has: all but the back office's. */
export type TranslatedMessageKey = Paths<Translation>;
export type { Locale };

/** Every language's catalogue; a key a translation lacks (the back office's) reads English. */
const catalogues: Record<Locale, Translation> = {
  en,
  as: { ...asMain, errors: asErrors } satisfies Translation,
  hi: { ...hiMain, errors: hiErrors } satisfies Translation,
};

/** What `t` is everywhere: a message of one language, with `{name}` placeholders filled from `values`. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** `const t = translator(locale)`; then `t('auth.login.title')`. */
export function translator(locale: Locale): Translate {
  return (key, values) => translate(locale, key, values);
}

/** One message of `locale` (for a single text; several texts of one language read better through translator). */
export function translate(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  const found = lookUp(catalogues[locale], key) ?? lookUp(catalogues.en, key);
  if (found === undefined) throw new Error(`Missing message: ${key}`);
  return fill(found, { ...TEXT_CONSTANTS, ...values });
}

function lookUp(catalogue: Translation, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export { fill };

/** A whole part of the catalogue, for structured texts such as the legal pages' sections. */
export function messages(locale: Locale): Translation {
  return catalogues[locale];
}
