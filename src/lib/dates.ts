import { INTL_TAGS, type Locale } from './i18n/locales';

/** A YYYY-MM-DD date as the customer reads dates ("5 Jan 2026"), in their language: the e-mails and the tracking page say it alike. */
export function formatCalendarDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
