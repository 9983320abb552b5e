import 'server-only';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { setRequestLocale } from '@/lib/i18n/request-locale';

/**
 * A Server Action has no route params: the form says which language its page
 * is in (LocaleField), and the action's messages, redirects and e-mails follow
 * it. Anything else is English.
 */
export function actionLocale(formData: FormData): Locale {
  const value = formData.get('locale');
  const locale = isLocale(value) ? value : DEFAULT_LOCALE;
  setRequestLocale(locale);
  return locale;
}
