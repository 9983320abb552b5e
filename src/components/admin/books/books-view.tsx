import Link from 'next/link';
import { AdminList } from '@/components/admin/list/admin-list';
import { DataTable } from '@/components/admin/list/data-table';
import type { BookPeriod } from '@/lib/books/period';
import { english } from '@/lib/i18n/english';
import { formatPaise } from '@/lib/money';
import { BOOK_REPORTS } from '@/server/books/books-csv';
import type { Books, TaxSums } from '@/server/books/find-books';
import { formatAdminDate } from '../list/admin-time';

const money = (paise: number) => formatPaise(paise, 'en');
const say = (key: string, values?: Record<string, string | number>) =>
  english(`admin.books.${key}` as Parameters<typeof english>[0], values);
const gstText = (gstClass: string) =>
  gstClass === 'nil' ? say('nil') : gstClass === 'exempt' ? say('exempt') : `${gstClass} %`;

const taxColumns = <Row extends TaxSums>() => [
  {
    key: 'taxable',
    header: say('columns.taxable'),
    cell: (row: Row) => money(row.taxablePaise),
    className: 'text-right whitespace-nowrap',
  },
  {
    key: 'cgst',
    header: say('columns.cgst'),
    cell: (row: Row) => money(row.cgstPaise),
    className: 'text-right whitespace-nowrap',
  },
  {
    key: 'sgst',
    header: say('columns.sgst'),
    cell: (row: Row) => money(row.sgstPaise),
    className: 'text-right whitespace-nowrap',
  },
  {
    key: 'igst',
    header: say('columns.igst'),
    cell: (row: Row) => money(row.igstPaise),
    className: 'text-right whitespace-nowrap',
  },
  {
    key: 'total',
    header: say('columns.total'),
    cell: (row: Row) => money(row.totalPaise),
    className: 'text-right whitespace-nowrap',
  },
];

/** The books of a period: its choice, the downloads, then each part on screen. */
export function BooksView({ period, books }: { period: BookPeriod; books: Books }) {
  const query = `from=${period.from}&to=${period.to}`;
  return (
    <>
      <search>
        <form method="get" action="/admin/books" className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {say('from')}
            <input
              type="date"
              name="from"
              defaultValue={period.from}
              className="min-h-11 rounded-md border border-slate-400 px-3"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {say('to')}
            <input
              type="date"
              name="to"
              defaultValue={period.to}
              className="min-h-11 rounded-md border border-slate-400 px-3"
            />
          </label>
          <button type="submit" className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white">
            {say('show')}
          </button>
        </form>
      </search>
      <section aria-labelledby="books-downloads" className="flex flex-col gap-2">
        <h3 id="books-downloads" className="font-semibold">
          {say('downloads')}
        </h3>
        <p className="text-sm text-slate-700">{say('downloadsHint')}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {BOOK_REPORTS.map((report) => (
            <li key={report}>
              <a className="underline" href={`/admin/books/export/${report}?${query}`} download>
                {say(`reports.${report}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="books-by-rate" className="flex flex-col gap-2">
        <h3 id="books-by-rate" className="font-semibold">
          {say('byRate')}
        </h3>
        {books.byRate.length === 0 ? (
          <p>{say('noSales')}</p>
        ) : (
          <DataTable
            label={say('byRate')}
            columns={[
              { key: 'gst', header: say('columns.gst'), cell: (row) => gstText(row.gstClass), rowHeader: true },
              ...taxColumns(),
            ]}
            rows={books.byRate}
            rowKey={(row) => row.gstClass}
          />
        )}
      </section>
      <section aria-labelledby="books-register" className="flex flex-col gap-2">
        <h3 id="books-register" className="font-semibold">
          {say('register')}
        </h3>
        <AdminList
          label={say('register')}
          listing={books.register}
          failedText={english('admin.books.fetchFailed')}
          emptyText={say('noSales')}
          countText={say('registerCount', { count: books.register.total })}
          columns={[
            {
              key: 'date',
              header: say('columns.date'),
              cell: (row) => formatAdminDate(row.issuedAt),
              className: 'whitespace-nowrap',
            },
            {
              key: 'number',
              header: say('columns.number'),
              cell: (row) => (
                <>
                  <span className="font-mono">{row.number}</span>
                  <span className="block text-xs">{english(`bill.kinds.${row.kind}`)}</span>
                </>
              ),
              rowHeader: true,
            },
            {
              key: 'order',
              header: say('columns.order'),
              cell: (row) => (
                <Link className="underline" href={`/admin/orders?q=${row.orderReference}`}>
                  {row.orderReference}
                </Link>
              ),
            },
            {
              key: 'buyer',
              header: say('columns.buyer'),
              cell: (row) => `${row.buyerName}${row.buyerGstin ? ` (${row.buyerGstin})` : ''}`,
            },
            { key: 'place', header: say('columns.place'), cell: (row) => row.placeOfSupply },
            ...taxColumns(),
          ]}
          rowKey={(row) => row.id}
          rowTestId="register-row"
          path="/admin/books"
          params={{ from: period.from, to: period.to }}
        />
      </section>
      <section aria-labelledby="books-by-hsn" className="flex flex-col gap-2">
        <h3 id="books-by-hsn" className="font-semibold">
          {say('byHsn')}
        </h3>
        {books.byHsn.length === 0 ? (
          <p>{say('noSales')}</p>
        ) : (
          <DataTable
            label={say('byHsn')}
            columns={[
              {
                key: 'hsn',
                header: say('columns.hsn'),
                cell: (row) => row.hsnCode,
                rowHeader: true,
                className: 'font-mono',
              },
              { key: 'gst', header: say('columns.gst'), cell: (row) => gstText(row.gstClass) },
              { key: 'quantity', header: say('columns.quantity'), cell: (row) => `${row.quantity} ${row.unit}` },
              ...taxColumns(),
            ]}
            rows={books.byHsn}
            rowKey={(row) => `${row.hsnCode}-${row.unit}-${row.gstClass}`}
          />
        )}
      </section>
      <section aria-labelledby="books-payments" className="flex flex-col gap-2">
        <h3 id="books-payments" className="font-semibold">
          {say('payments')}
        </h3>
        <p>
          {say('paymentsSummary', {
            received: money(books.payments.receivedPaise),
            reversed: money(books.payments.reversedPaise),
            count: books.payments.count,
          })}
        </p>
      </section>
      <section aria-labelledby="books-outstanding" className="flex flex-col gap-2">
        <h3 id="books-outstanding" className="font-semibold">
          {say('outstanding')}
        </h3>
        {books.outstanding.length === 0 ? (
          <p>{say('noneOutstanding')}</p>
        ) : (
          <DataTable
            label={say('outstanding')}
            columns={[
              {
                key: 'customer',
                header: say('columns.customer'),
                cell: (row) => `${row.name} (${row.phone})`,
                rowHeader: true,
              },
              { key: 'orders', header: say('columns.orders'), cell: (row) => row.orders.join(', ') },
              {
                key: 'due',
                header: say('columns.due'),
                cell: (row) => money(row.duePaise),
                className: 'text-right whitespace-nowrap',
              },
              {
                key: 'paid',
                header: say('columns.paid'),
                cell: (row) => money(row.paidPaise),
                className: 'text-right whitespace-nowrap',
              },
              {
                key: 'balance',
                header: say('columns.balance'),
                cell: (row) => money(row.balancePaise),
                className: 'text-right whitespace-nowrap font-semibold',
              },
            ]}
            rows={books.outstanding.slice(0, 100)}
            rowKey={(row) => row.phone}
          />
        )}
      </section>
    </>
  );
}
