import { cache } from 'react';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale, localePath } from './locales';

/**
 * The language of the page being rendered, for `t()` deep in server components
 * without passing it down. Each page and layout of a `[locale]` route sets it
 * first (Next.js may render a page before its layout): one value per render
 * (React's cache). A Server Action is no render, so React's cache keeps nothing
 * there: actions set theirs in an AsyncLocalStorage instead (see
 * server/i18n/action-locale.ts), found here through `globalThis` so that this
 * module stays free of Node's APIs. In the browser neither holds anything: client
 * components get their texts as props, or pass the locale they were given.
 */
const current = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));

type LocaleStore = { getStore(): Locale | undefined };
const actionStore = () => (globalThis as { siteActionLocale?: LocaleStore }).siteActionLocale;

export function setRequestLocale(locale: Locale): void {
  current().locale = locale;
}

export function getRequestLocale(): Locale {
  return actionStore()?.getStore() ?? current().locale;
}

/** A path of this site in the language of the page being rendered (server components; client ones use useLocale). */
export function localHref(path: string): string {
  return localePath(getRequestLocale(), path);
}

/**
 * The `lang` of a text from the database on this page: set only when it is in
 * another language than the page (an untranslated post on a Hindi page is
 * English), so screen readers pronounce it right.
 */
export function contentLang(textLocale: Locale): string | undefined {
  return textLocale === getRequestLocale() ? undefined : LOCALE_TAGS[textLocale];
}
