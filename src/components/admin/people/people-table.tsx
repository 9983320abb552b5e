import Link from 'next/link';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n/english';
import { TableScroller } from '../list/table-scroller';

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
  return (
    <TableScroller label={caption}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              {pictureHeading}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('admin.people.name')}
            </th>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              {t('admin.people.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2">
                {/* biome-ignore lint/performance/noImgElement: small uploaded pictures or the placeholder */}
                <img
                  src={row.picture ?? '/images/avatar-placeholder.svg'}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="size-10 rounded-full object-cover"
                />
              </td>
              <th scope="row" className="px-3 py-2 font-semibold">
                {row.name}
              </th>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                <td key={index} className="px-3 py-2">
                  {cell}
                </td>
              ))}
              <td className="px-3 py-2">
                <div className="flex flex-wrap items-start gap-2">
                  <Link
                    href={editHref(row.id)}
                    aria-label={t('admin.people.editNamed', { name: row.name })}
                    className="inline-flex min-h-11 items-center rounded-md border border-cyan-800 px-3 text-sm font-semibold text-cyan-900 hover:bg-cyan-50"
                  >
                    {t('admin.people.edit')}
                  </Link>
                  {row.remove}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
