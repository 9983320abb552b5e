import type { ReactNode } from 'react';
import { TableScroller } from './table-scroller';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the column's cells (whitespace-nowrap, max-w-xs …). */
  className?: string;
  /** The cell that names the row for screen readers (a `th scope="row"`). */
  rowHeader?: boolean;
};

const cellClass = 'border-b border-slate-200 px-3 py-2 align-top';

/**
 * An admin table from column definitions: the caption names it for screen
 * readers, and it scrolls sideways inside its own box on a phone.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  minWidth = 'min-w-full',
}: {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowTestId?: string;
  /** A table whose cells wrap a lot keeps this width and scrolls instead. */
  minWidth?: string;
}) {
  return (
    <TableScroller label={label}>
      <table className={`${minWidth} text-left text-sm`}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) => {
                const className = `${cellClass} ${column.className ?? ''}`.trim();
                return column.rowHeader ? (
                  <th key={column.key} scope="row" className={`${className} font-semibold`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
