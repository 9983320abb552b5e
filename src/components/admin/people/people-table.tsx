import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/button';
import { t } from '@/lib/i18n/english';
import { type Column, DataTable } from '../list/data-table';

export type PersonRow = { id: number; name: string; picture: string | null; cells: ReactNode[]; remove: ReactNode };

/** The list of testimonials or team members: picture, name, the area's own columns, Edit and Delete. */
export function PeopleTable({
  caption,
  pictureHeading,
  headings,
  rows,
  editHref,
}: {
  caption: string;
  pictureHeading: string;
  headings: string[];
  rows: PersonRow[];
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
    { key: 'name', header: t('admin.people.name'), cell: (row) => row.name, rowHeader: true },
    ...headings.map((heading, index) => ({
      key: heading,
      header: heading,
      cell: (row: PersonRow) => row.cells[index],
    })),
    {
      key: 'actions',
      header: t('admin.people.actions'),
      cell: (row) => (
        <div className="flex flex-wrap items-start gap-2">
          <LinkButton
            variant="secondary"
            href={editHref(row.id)}
            aria-label={t('admin.people.editNamed', { name: row.name })}
          >
            {t('admin.people.edit')}
          </LinkButton>
          {row.remove}
        </div>
      ),
    },
  ];
  return (
    <DataTable label={caption} columns={columns} rows={rows} rowKey={(row) => row.id} minWidth="w-full min-w-[36rem]" />
  );
}
