/**
 * The site's languages (issue 17): English at the spec's paths (`/about`), the
 * others under a prefix (`/as/about`, `/hi/about`). Shared by the server and the
 * browser: no catalogue here.
 */
export const LOCALES = ['en', 'as', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The languages content is translated into: English is the record itself. */
export const TRANSLATED_LOCALES = ['as', 'hi'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** The cookie that remembers a visitor's choice of language. */
export const LOCALE_COOKIE = 'site_locale';

/** Each language's name in its own script, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', as: 'অসমীয়া', hi: 'हिन्दी' };

/** BCP 47 tags for `hreflang` and `lang`: Indian English, Assamese and Hindi as written in India. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', as: 'as-IN', hi: 'hi-IN' };

/**
 * For `Intl` (numbers, prices, dates): Indian grouping (1,23,456) in each. Assamese
 * keeps Latin digits, as its texts, prices typed by the office and phone numbers do
 * (Intl's default for `as` would be Assamese digits).
 */
export const INTL_TAGS: Record<Locale, string> = { en: 'en-IN', as: 'as-IN-u-nu-latn', hi: 'hi-IN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A path of this site in a language: `localePath('as', '/about')` → `/as/about`; English keeps the path. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * A page's address in every language by its `hreflang` tag, and `x-default` (the
 * English one), as the pages' metadata and the sitemap name them; `address`
 * makes each path absolute where needed.
 */
export function languageAlternates(
  path: string,
  address: (localPath: string) => string = (localPath) => localPath,
): Record<string, string> {
  return {
    ...Object.fromEntries(LOCALES.map((locale) => [LOCALE_TAGS[locale], address(localePath(locale, path))])),
    'x-default': address(localePath(DEFAULT_LOCALE, path)),
  };
}

/** An absolute link to a page of this site in a language (e-mails, feeds): `localUrl(base, 'hi', '/reset-password')`. */
export function localUrl(baseUrl: string, locale: Locale, path: string): string {
  return `${baseUrl}${localePath(locale, path)}`;
}

/** `/as/about?x=1` → `{ locale: 'as', path: '/about?x=1' }`; a path without a prefix is English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    const rest = match[2] ?? '';
    return { locale: match[1], path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * The address a visitor sees for a rendered path: English pages are rendered
 * as `/en/…` (the proxy's rewrite) but their address has no prefix.
 */
export function publicPath(pathname: string): string {
  if (pathname === `/${DEFAULT_LOCALE}`) return '/';
  return pathname.startsWith(`/${DEFAULT_LOCALE}/`) ? pathname.slice(DEFAULT_LOCALE.length + 1) : pathname;
}

/**
 * The language of ours a browser asks for first (`Accept-Language`), or null
 * when it names none of them: `as-IN,as;q=0.9,en;q=0.8` → `as`.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.toLowerCase().split('-')[0] ?? '', quality: quality ? Number(quality) : 1, index };
    })
    .filter((entry) => entry.quality > 0 && isLocale(entry.language))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const first = ranked[0]?.language;
  return isLocale(first) ? first : null;
}

/**
 * The `lang` of a text from the database on a page of `pageLocale`: set only
 * when it is in another language than the page (an untranslated post on a
 * Hindi page is English), so screen readers pronounce it right.
 */
export function contentLang(textLocale: Locale, pageLocale: Locale): string | undefined {
  return textLocale === pageLocale ? undefined : LOCALE_TAGS[textLocale];
}
