import type { Metadata } from 'next';
import { BooksView } from '@/components/admin/books/books-view';
import { ListFailure } from '@/components/admin/list/admin-list';
import { AdminScreen } from '@/components/admin/shared/admin-screen';
import { periodOf } from '@/lib/books/period';
import { english } from '@/lib/i18n/english';
import { requireAdminPage } from '@/server/auth/admin-page';
import { findBooks } from '@/server/books/find-books';
import { getDb } from '@/server/db';
import { AdminFrame } from '../admin-frame';
import { readOrLog } from '../read-or-log';
import { pageOf, param, type SearchParams } from '../search-params';

export const metadata: Metadata = { title: english('admin.books.heading') };

/** /admin/books (owners): the sales register, tax by rate and HSN, payments, outstanding balances and their downloads. */
export default async function BooksPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireAdminPage('/admin/books');
  const query = await searchParams;
  const period = periodOf({ from: param(query, 'from'), to: param(query, 'to') });
  const books = await readOrLog(findBooks(getDb(), period, pageOf(query)), 'the books');
  return (
    <AdminFrame viewer={viewer} path="/admin/books">
      <AdminScreen id="books-heading" heading={english('admin.books.heading')} intro={english('admin.books.intro')}>
        {books ? (
          <BooksView period={period} books={books} />
        ) : (
          <ListFailure text={english('admin.books.fetchFailed')} />
        )}
      </AdminScreen>
    </AdminFrame>
  );
}
