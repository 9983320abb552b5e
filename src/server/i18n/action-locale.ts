import 'server-only';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * A Server Action has no route params: the form says which language its page
 * is in (LocaleField), and the action passes that locale to whatever chooses
 * its messages, redirects and e-mails. Anything else is English.
 */
export function actionLocale(formData: FormData): Locale {
  const value = formData.get('locale');
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
