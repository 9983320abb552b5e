import { cache } from 'react';
import { DEFAULT_LOCALE, type Locale, localePath } from './locales';

/**
 * The language of the page being rendered, for `t()` deep in server components
 * without passing it down. Each page and layout of a `[locale]` route sets it
 * first (Next.js may render a page before its layout), as do Server Actions from
 * the form's `locale` field. One value per request (React's cache). In the
 * browser React's cache keeps nothing: client components get their texts as
 * props, or call `translate()` with a locale they were given.
 */
const current = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));

export function setRequestLocale(locale: Locale): void {
  current().locale = locale;
}

export function getRequestLocale(): Locale {
  return current().locale;
}

/** A path of this site in the language of the page being rendered (server components; client ones use useLocale). */
export function localHref(path: string): string {
  return localePath(getRequestLocale(), path);
}
