import { type Kysely, type RawBuilder, sql } from 'kysely';
import { realEmail } from '@/lib/account-email';
import type { Database, SubmissionStatus } from '../db/schema';
import { anyColumnContains } from '../db/text-search';
import {
  hasAccountAndFile,
  isSubmissionStatus,
  SUBMISSION_FIELDS,
  SUBMISSION_SEARCHED,
  SUBMISSION_TABLES,
  type SubmissionKind,
} from './submission-tables';

export const SUBMISSIONS_PER_PAGE = 50;

export type SubmissionRow = {
  id: number;
  createdAt: Date;
  status: SubmissionStatus;
  /** Every stored field of the kind, by column name. */
  fields: Record<string, string | null>;
  file: { url: string; name: string } | null;
  /** The e-mail of the account that sent it, if it still exists. */
  account: string | null;
};

export type SubmissionPage = { rows: SubmissionRow[]; total: number; page: number; pageCount: number };

export type SubmissionFilters = { query?: string; status?: SubmissionStatus };

/** Newest first, filtered (search, status) and paged in the database (never the whole table into the page). */
export async function findSubmissions(
  db: Kysely<Database>,
  kind: SubmissionKind,
  options: SubmissionFilters & { page?: number; perPage?: number } = {},
): Promise<SubmissionPage> {
  const perPage = options.perPage ?? SUBMISSIONS_PER_PAGE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const where = whereClause(filterConditions(kind, options));
  const [rows, count] = await Promise.all([
    selectSubmissions(kind, where, sql`limit ${perPage} offset ${(page - 1) * perPage}`).execute(db),
    sql<{
      count: number | string;
    }>`select count(*) as count from ${sql.table(SUBMISSION_TABLES[kind])} s ${where}`.execute(db),
  ]);
  const total = Number(count.rows[0]?.count ?? 0);
  return {
    rows: rows.rows.map((row) => toSubmissionRow(kind, row)),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
  };
}

/**
 * The rows of one kind, newest first: `where` and `tail` (limit, offset) are
 * filled in by the caller. Shared by the admin list and the CSV export.
 */
export function selectSubmissions(
  kind: SubmissionKind,
  where: RawBuilder<unknown>,
  tail: RawBuilder<unknown>,
  orderBy: RawBuilder<unknown> = sql`s.created_at desc, s.id desc`,
) {
  const withAccount = hasAccountAndFile(kind);
  return sql<Record<string, unknown>>`
    select s.*, ${withAccount ? sql`u.email` : sql`null`} as account_email
    from ${sql.table(SUBMISSION_TABLES[kind])} s
    ${withAccount ? sql`left join "user" u on u.id = s.user_id` : sql``}
    ${where}
    order by ${orderBy}
    ${tail}`;
}

export function toSubmissionRow(kind: SubmissionKind, row: Record<string, unknown>): SubmissionRow {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const fields: Record<string, string | null> = {};
  for (const column of SUBMISSION_FIELDS[kind]) fields[column] = text(row[column]);
  const createdAt = row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at));
  const fileUrl = text(row.file_url);
  return {
    id: Number(row.id),
    createdAt,
    status: isSubmissionStatus(row.status) ? row.status : 'new',
    fields,
    file: fileUrl ? { url: fileUrl, name: text(row.file_name) ?? fileUrl.split('/').pop() ?? 'file' } : null,
    // An account made with a mobile number has no address to show (its placeholder is nobody's).
    account: text(row.account_email) && realEmail(String(row.account_email)),
  };
}

/** The conditions of the admin's filters: the search over the kind's searched columns, and the status. */
export function filterConditions(kind: SubmissionKind, filters: SubmissionFilters): RawBuilder<boolean>[] {
  const query = filters.query?.trim().slice(0, 100);
  return [
    ...(query ? [searchCondition(kind, query)] : []),
    ...(filters.status ? [sql<boolean>`s.status = ${filters.status}`] : []),
  ];
}

/** `where a and b`, or nothing. */
export function whereClause(conditions: RawBuilder<boolean>[]): RawBuilder<unknown> {
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The search box's condition over the kind's searched columns. */
export function searchCondition(kind: SubmissionKind, query: string) {
  return anyColumnContains(
    SUBMISSION_SEARCHED[kind].map((column) => `s.${column}`),
    query,
  );
}
