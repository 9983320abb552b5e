import type { ReactNode } from 'react';
import { english } from '@/lib/i18n/english';
import { AdminList } from '../list/admin-list';
import type { Column } from '../list/data-table';
import { RowActions } from '../list/row-actions';

export type PersonRow = { id: number; name: string; picture: string | null; cells: ReactNode[]; remove: ReactNode };

/** The list of testimonials or team members: picture, name, the area's own columns, Edit and Delete. */
export function PeopleTable({
  caption,
  pictureHeading,
  headings,
  rows,
  failedText,
  emptyText,
  editHref,
}: {
  caption: string;
  pictureHeading: string;
  headings: string[];
  /** null when they could not be read. */
  rows: PersonRow[] | null;
  failedText: string;
  emptyText: string;
  editHref: (id: number) => string;
}) {
  const columns: Column<PersonRow>[] = [
    {
      key: 'picture',
      header: pictureHeading,
      cell: (row) => (
        // biome-ignore lint/performance/noImgElement: small uploaded pictures or the placeholder
        <img
          src={row.picture ?? '/images/avatar-placeholder.svg'}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 rounded-full object-cover"
        />
      ),
    },
    { key: 'name', header: english('admin.people.name'), cell: (row) => row.name, rowHeader: true },
    ...headings.map((heading, index) => ({
      key: heading,
      header: heading,
      cell: (row: PersonRow) => row.cells[index],
    })),
    {
      key: 'actions',
      header: english('admin.people.actions'),
      cell: (row) => (
        <RowActions
          href={editHref(row.id)}
          label={english('admin.people.editNamed', { name: row.name })}
          text={english('admin.people.edit')}
        >
          {row.remove}
        </RowActions>
      ),
    },
  ];
  return (
    <AdminList
      label={caption}
      listing={rows && { rows, page: 1, pageCount: 1 }}
      failedText={failedText}
      emptyText={emptyText}
      columns={columns}
      rowKey={(row) => row.id}
      minWidth="w-full min-w-[36rem]"
    />
  );
}
