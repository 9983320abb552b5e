import { type Locale, localePath } from '@/lib/i18n/locales';

/**
 * Where a verification link lands: the login page in the visitor's language,
 * which then honours their redirectTo (the e-mail speaks that language too:
 * see authMailLocale).
 */
export function verifiedCallback(redirectTo: string, locale: Locale): string {
  return localePath(locale, `/login?verified=1&redirectTo=${encodeURIComponent(redirectTo)}`);
}
