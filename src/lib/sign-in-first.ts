import { type Locale, localePath } from './i18n/locales';

/**
 * The sign-in page in `locale`, leading back to `path` (an English path without
 * a query, such as '/account/orders') in the same language once signed in.
 */
export function signInFirst(locale: Locale, path: string): string {
  return localePath(locale, `/login?redirectTo=${localePath(locale, path)}`);
}
