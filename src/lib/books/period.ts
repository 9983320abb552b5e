import { isCalendarDate, todayInIndia } from '../dates';

/** A stretch of calendar days in India, both ends included: what the books are read for. */
export type BookPeriod = { from: string; to: string };

/** This month so far: the books open on it. */
export function currentMonth(now: Date = new Date()): BookPeriod {
  const today = todayInIndia(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** `?from=2026-11-01&to=2026-11-30` as a period; anything missing or wrong is this month; a period never runs backwards. */
export function periodOf(query: { from?: string | null; to?: string | null }, now: Date = new Date()): BookPeriod {
  const fallback = currentMonth(now);
  const from = query.from && isCalendarDate(query.from) ? query.from : fallback.from;
  const to = query.to && isCalendarDate(query.to) ? query.to : fallback.to;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The period as instants: from 00:00 India time on its first day to 00:00 after its last (not included). */
export function periodInstants(period: BookPeriod): { start: string; end: string } {
  const start = new Date(`${period.from}T00:00:00+05:30`);
  const end = new Date(new Date(`${period.to}T00:00:00+05:30`).getTime() + 24 * 60 * 60 * 1000);
  return { start: start.toISOString(), end: end.toISOString() };
}

/** A date as the GST portal's offline tool writes it: 27-Nov-2026, India time. */
export function portalDate(instant: Date): string {
  const [year, month, day] = todayInIndia(instant).split('-');
  const name = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(month) - 1];
  return `${day}-${name}-${year}`;
}

/** Paise as the books' files write amounts: rupees with two decimals, no separators ("-1234.50"). */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
