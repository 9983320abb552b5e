import { type Kysely, sql } from 'kysely';
import { CSV_BOM, csvRow } from '@/lib/csv';
import type { Database } from '../db/schema';
import {
  filterConditions,
  type SubmissionFilters,
  selectSubmissions,
  toSubmissionRow,
  whereClause,
} from './find-submissions';
import { hasAccountAndFile, SUBMISSION_FIELDS, type SubmissionKind } from './submission-tables';

const BATCH = 1000;

/** Spec §2.11: `{tab}_submissions.csv`. */
export const csvFileName = (kind: SubmissionKind) => `${kind}_submissions.csv`;

/**
 * Every submission of a kind (or those the search and status filter show) as CSV, newest
 * first, read from the database 1,000 rows at a time as the download is
 * consumed, so memory stays flat however many rows there are. UTF-8 with a
 * byte order mark; cells escaped against spreadsheet formulas (see lib/csv.ts).
 */
export function exportSubmissionsCsv(
  db: Kysely<Database>,
  kind: SubmissionKind,
  options: SubmissionFilters & { baseUrl: string },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const withFile = hasAccountAndFile(kind);
  const filters = filterConditions(kind, options);
  let lastId: number | null = null;
  let started = false;

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        const header = [
          'id',
          'created_at',
          'status',
          ...SUBMISSION_FIELDS[kind],
          ...(withFile ? ['file_name', 'file_url', 'account_email'] : []),
        ];
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
        return;
      }
      const where = whereClause([...filters, ...(lastId === null ? [] : [sql<boolean>`s.id < ${lastId}`])]);
      const { rows } = await selectSubmissions(kind, where, sql`limit ${BATCH}`, sql`s.id desc`).execute(db);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      let chunk = '';
      for (const raw of rows) {
        const row = toSubmissionRow(kind, raw);
        chunk += csvRow([
          row.id,
          row.createdAt.toISOString(),
          row.status,
          ...SUBMISSION_FIELDS[kind].map((column) => row.fields[column]),
          ...(withFile ? [row.file?.name, row.file ? `${options.baseUrl}${row.file.url}` : null, row.account] : []),
        ]);
        lastId = row.id;
      }
      controller.enqueue(encoder.encode(chunk));
    },
  });
}
