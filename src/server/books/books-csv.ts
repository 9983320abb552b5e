import type { Kysely } from 'kysely';
import { type BookBill, signOf } from '@/lib/books/book-bill';
import { GSTR1_HEADERS, GSTR1_TABLES, type Gstr1Table, gstr1Builder } from '@/lib/books/gstr1';
import { type BookPeriod, rupeesText } from '@/lib/books/period';
import { registerRowsOf } from '@/lib/books/sales-register';
import { CSV_BOM, csvRow } from '@/lib/csv';
import type { Database } from '../db/schema';
import { findOutstanding } from './find-outstanding';
import { bookBillBatches } from './read-book-bills';
import { paymentBatches } from './read-payments';

/** The books' downloads: the office's own four, and GSTR-1's tables for the portal. */
export const BOOK_REPORTS = [
  'register',
  'hsn',
  'payments',
  'outstanding',
  ...GSTR1_TABLES.map((table) => `gstr1-${table}` as const),
] as const;
export type BookReport = (typeof BOOK_REPORTS)[number];
export const isBookReport = (value: string): value is BookReport => (BOOK_REPORTS as readonly string[]).includes(value);

export const bookFileName = (report: BookReport, period: BookPeriod) => `${report}_${period.from}_${period.to}.csv`;

type Cells = (string | number | null)[];

/**
 * A report of the books for a period as CSV, written as it is read: the sales
 * register and the payments a batch at a time (flat memory, however many),
 * the summaries once their batches are added up. The office's files open in a
 * spreadsheet (UTF-8 with a byte order mark); GSTR-1's are plain, as the
 * portal's offline tool imports them.
 */
export function booksCsv(db: Kysely<Database>, report: BookReport, period: BookPeriod): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const [header, rows] = reportOf(db, report, period);
  const iterator = rows[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode((report.startsWith('gstr1-') ? '' : CSV_BOM) + csvRow([...header])));
        return;
      }
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvRow).join('')));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

const REGISTER_HEADER = [
  'Date',
  'Document',
  'Number',
  'Against bill',
  'Order',
  'Buyer',
  'Buyer GSTIN',
  'Place of supply',
  'GST',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
];

function reportOf(
  db: Kysely<Database>,
  report: BookReport,
  period: BookPeriod,
): [readonly string[], AsyncIterable<Cells[]>] {
  if (report === 'register') return [REGISTER_HEADER, registerRows(db, period)];
  if (report === 'hsn') return [HSN_HEADER, hsnSummary(db, period)];
  if (report === 'payments') return [PAYMENTS_HEADER, paymentRows(db, period)];
  if (report === 'outstanding') return [OUTSTANDING_HEADER, outstandingRows(db)];
  const table = report.slice('gstr1-'.length) as Gstr1Table;
  return [GSTR1_HEADERS[table], gstr1Rows(db, period, table)];
}

const dateText = (instant: Date) => new Date(instant.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const gstText = (gstClass: string) => (gstClass === 'nil' || gstClass === 'exempt' ? gstClass : `${gstClass}%`);

async function* registerRows(db: Kysely<Database>, period: BookPeriod): AsyncIterable<Cells[]> {
  for await (const bills of bookBillBatches(db, period)) {
    yield bills
      .flatMap(registerRowsOf)
      .map((row) => [
        dateText(row.date),
        row.kind,
        row.number,
        row.creditFor,
        row.orderReference,
        row.buyerName,
        row.buyerGstin,
        row.placeOfSupply,
        gstText(row.gstClass),
        rupeesText(row.taxablePaise),
        rupeesText(row.cgstPaise),
        rupeesText(row.sgstPaise),
        rupeesText(row.igstPaise),
        rupeesText(row.totalPaise),
      ]);
  }
}

const HSN_HEADER = ['HSN', 'Unit', 'GST', 'Quantity', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total'];

async function* hsnSummary(db: Kysely<Database>, period: BookPeriod): AsyncIterable<Cells[]> {
  const sums = new Map<string, Cells & number[]>();
  const keys = new Map<string, [string, string, string]>();
  const add = (bill: BookBill) => {
    const sign = signOf(bill);
    for (const line of bill.lines) {
      const key = `${line.hsnCode}|${line.unit}|${line.gstClass}`;
      keys.set(key, [line.hsnCode, line.unit, gstText(line.gstClass)]);
      const row = sums.get(key) ?? [0, 0, 0, 0, 0, 0];
      const values = [
        line.quantity,
        line.taxablePaise,
        line.cgstPaise,
        line.sgstPaise,
        line.igstPaise,
        line.totalPaise,
      ];
      values.forEach((value, index) => {
        row[index] = (row[index] ?? 0) + sign * value;
      });
      sums.set(key, row);
    }
  };
  for await (const bills of bookBillBatches(db, period)) bills.forEach(add);
  yield [...sums].map(([key, [quantity = 0, ...paise]]) => [
    ...(keys.get(key) ?? []),
    quantity,
    ...paise.map(rupeesText),
  ]);
}

async function* gstr1Rows(db: Kysely<Database>, period: BookPeriod, table: Gstr1Table): AsyncIterable<Cells[]> {
  const builder = gstr1Builder();
  for await (const bills of bookBillBatches(db, period)) bills.forEach(builder.add);
  yield builder.rows(table);
}

const PAYMENTS_HEADER = ['Date', 'Entry', 'Order', 'Mode', 'Reference', 'Amount', 'Note', 'Recorded by'];

async function* paymentRows(db: Kysely<Database>, period: BookPeriod): AsyncIterable<Cells[]> {
  for await (const payments of paymentBatches(db, period)) {
    yield payments.map((payment) => [
      payment.paidOn,
      payment.kind,
      payment.orderReference,
      payment.mode,
      payment.reference,
      rupeesText(payment.kind === 'reversal' ? -payment.amountPaise : payment.amountPaise),
      payment.note,
      payment.recordedByEmail,
    ]);
  }
}

const OUTSTANDING_HEADER = ['Customer', 'Phone', 'Orders', 'Due', 'Received', 'Balance'];

async function* outstandingRows(db: Kysely<Database>): AsyncIterable<Cells[]> {
  const customers = await findOutstanding(db);
  yield customers.map((customer) => [
    customer.name,
    customer.phone,
    customer.orders.join(' '),
    rupeesText(customer.duePaise),
    rupeesText(customer.paidPaise),
    rupeesText(customer.balancePaise),
  ]);
}
