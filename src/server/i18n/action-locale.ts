import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

/** One store for the whole process (kept on globalThis: the bundles of several routes share it). */
const holder = globalThis as { siteActionLocale?: AsyncLocalStorage<Locale> };
holder.siteActionLocale ??= new AsyncLocalStorage<Locale>();
const storage = holder.siteActionLocale;

/**
 * A Server Action has no route params: the form says which language its page
 * is in (LocaleField), and the action's messages, redirects and e-mails follow
 * it for the rest of the action (and everything it awaits). Anything else is
 * English.
 */
export function actionLocale(formData: FormData): Locale {
  const value = formData.get('locale');
  const locale = isLocale(value) ? value : DEFAULT_LOCALE;
  storage.enterWith(locale);
  return locale;
}
