import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The request header that tells better-auth's callbacks and hooks the language
 * of the page that asked: they have no route and no form, only the request.
 * Our auth use-cases set it on the headers of every `auth.api.*` call, over any
 * value the client sent (authHeaders). What it picks: the sign-in code's SMS
 * and the "password changed" e-mail (the verification and reset e-mails follow
 * their callback's address instead: authMailLocale). A request straight to
 * /api/auth may name its own language; without it, English.
 */
export const AUTH_LOCALE_HEADER = 'x-site-locale';

/** The language a request to better-auth names (AUTH_LOCALE_HEADER); English when it names none of ours. */
export function authLocale(headers: Headers | null | undefined): Locale {
  const value = headers?.get(AUTH_LOCALE_HEADER);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** A copy of `headers` that names `locale`, for an `auth.api.*` call. */
export function withAuthLocale(headers: HeadersInit, locale: Locale): Headers {
  const named = new Headers(headers);
  named.set(AUTH_LOCALE_HEADER, locale);
  return named;
}
