/**
 * The site's languages (issue 17): English at the spec's paths (`/about`), the
 * others under a prefix (`/as/about`, `/hi/about`). Shared by the server and the
 * browser: no catalogue here.
 */
export const LOCALES = ['en', 'as', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's choice of language. */
export const LOCALE_COOKIE = 'site_locale';

/** Each language's name in its own script, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', as: 'অসমীয়া', hi: 'हिन्दी' };

/** BCP 47 tags for `Intl` and `hreflang`: Indian English, Assamese and Hindi as written in India. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', as: 'as-IN', hi: 'hi-IN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A path of this site in a language: `localePath('as', '/about')` → `/as/about`; English keeps the path. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path.startsWith('/') ? '' : '/'}${path}`;
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
