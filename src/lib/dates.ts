import { INTL_TAGS, type Locale } from './i18n/locales';

/** A YYYY-MM-DD date as the customer reads dates ("5 Jan 2026"), in their language: the e-mails and the tracking page say it alike. */
export function formatCalendarDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Today's date in India (YYYY-MM-DD), the calendar the business keeps. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A real YYYY-MM-DD date (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
