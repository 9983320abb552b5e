import { DataTable } from '@/components/admin/list/data-table';
import type { BookPeriod } from '@/lib/books/period';
import type { Books } from '@/server/books/find-books';
import type { OutstandingCustomer } from '@/server/books/find-outstanding';
import { amountColumn, gstText, money, say, taxColumns } from './books-columns';
import { BooksPeriodChoice } from './books-period';
import { BooksRegister } from './books-register';

/** The books of a period: its choice and downloads, then each part on screen. */
export function BooksView({ period, books }: { period: BookPeriod; books: Books }) {
  return (
    <>
      <BooksPeriodChoice period={period} />
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
      <BooksRegister period={period} register={books.register} />
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
              amountColumn<OutstandingCustomer>('due', say('columns.due'), (row) => row.duePaise),
              amountColumn<OutstandingCustomer>('paid', say('columns.paid'), (row) => row.paidPaise),
              amountColumn<OutstandingCustomer>('balance', say('columns.balance'), (row) => row.balancePaise),
            ]}
            rows={books.outstanding.slice(0, 100)}
            rowKey={(row) => row.phone}
          />
        )}
      </section>
    </>
  );
}
