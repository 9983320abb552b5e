import { AdminList } from '@/components/admin/list/admin-list';
import { Link } from '@/components/ui/link';
import type { BookPeriod } from '@/lib/books/period';
import { english } from '@/lib/i18n/english';
import type { Books } from '@/server/books/find-books';
import { formatAdminDate } from '../list/admin-time';
import { say, taxColumns } from './books-columns';

/** The period's bills and credit notes, newest first, a page at a time. */
export function BooksRegister({ period, register }: { period: BookPeriod; register: Books['register'] }) {
  return (
    <section aria-labelledby="books-register" className="flex flex-col gap-2">
      <h3 id="books-register" className="font-semibold">
        {say('register')}
      </h3>
      <AdminList
        label={say('register')}
        listing={register}
        failedText={english('admin.books.fetchFailed')}
        emptyText={say('noSales')}
        countText={say('registerCount', { count: register.total })}
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
  );
}
