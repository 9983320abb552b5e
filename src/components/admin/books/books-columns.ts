import { english } from '@/lib/i18n/english';
import { formatPaise } from '@/lib/money';
import type { TaxSums } from '@/server/books/find-books';

/** The books screen's words, amounts and columns. */
export const money = (paise: number) => formatPaise(paise, 'en');
export const say = (key: string, values?: Record<string, string | number>) =>
  english(`admin.books.${key}` as Parameters<typeof english>[0], values);
export const gstText = (gstClass: string) =>
  gstClass === 'nil' ? say('nil') : gstClass === 'exempt' ? say('exempt') : `${gstClass} %`;

/** A column of amounts, right-aligned. */
export const amountColumn = <Row>(key: string, header: string, paise: (row: Row) => number) => ({
  key,
  header,
  cell: (row: Row) => money(paise(row)),
  className: 'text-right whitespace-nowrap',
});

const TAX_KEYS = ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const;
export const taxColumns = <Row extends TaxSums>() =>
  TAX_KEYS.map((key) => amountColumn<Row>(key, say(`columns.${key}`), (row) => row[`${key}Paise`]));

/** The books of a period: its choice, the downloads, then each part on screen. */
