import type { ReactNode } from 'react';
import { Pagination } from '@/components/marketing/pagination';
import { type Column, DataTable } from './data-table';

export type ListPage<Row> = { rows: readonly Row[]; page: number; pageCount: number };

/**
 * One admin list: the failure (the screen's own text, announced), the empty
 * text, or how many there are, the table from its columns and the page links,
 * which keep the list's filters (`params`) on its screen's `path`.
 */
export function AdminList<Row>({
  label,
  listing,
  failedText,
  emptyText,
  countText,
  before,
  columns,
  rowKey,
  rowTestId,
  path,
  params,
  pageParam,
  pagesLabel = label,
  minWidth,
}: {
  label: string;
  /** null when it could not be read. */
  listing: ListPage<Row> | null;
  failedText: string;
  emptyText: string;
  countText?: string;
  /** What stands between the count and the table (the bulk actions of the orders). */
  before?: ReactNode;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  rowTestId?: string;
  /** The screen's path and the filters its page links keep; a list shown whole has none. */
  path?: string;
  params?: Record<string, string>;
  pageParam?: string;
  /** The page links' name, when it is not the list's. */
  pagesLabel?: string;
  minWidth?: string;
}) {
  if (listing === null) return <ListFailure text={failedText} />;
  if (listing.rows.length === 0) return <p>{emptyText}</p>;
  return (
    <>
      {countText ? <p className="text-sm text-slate-700">{countText}</p> : null}
      {before}
      <DataTable
        label={label}
        columns={columns}
        rows={listing.rows}
        rowKey={rowKey}
        rowTestId={rowTestId}
        minWidth={minWidth}
      />
      {path ? (
        <Pagination
          locale="en"
          basePath={path}
          page={listing.page}
          pageCount={listing.pageCount}
          params={params}
          pageParam={pageParam}
          label={pagesLabel}
        />
      ) : null}
    </>
  );
}

/** A part of a screen that could not be read (the reason is in the server's log). */
export function ListFailure({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
      {text}
    </p>
  );
}
