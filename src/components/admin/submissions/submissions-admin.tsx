import { deleteSubmissionAction, setSubmissionStatusAction } from '@/app/[locale]/admin/submission-actions';
import { Pagination } from '@/components/marketing/pagination';
import { t } from '@/lib/i18n/english';
import { formatCount } from '@/lib/text';
import { getDb } from '@/server/db';
import type { SubmissionStatus } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import { findMessagesForRecords, type MessageListing } from '@/server/outbox/find-messages';
import { findSubmissions, type SubmissionPage } from '@/server/submissions/find-submissions';
import {
  hasAccountAndFile,
  SUBMISSION_FIELDS,
  SUBMISSION_STATUSES,
  SUBMISSION_TABLES,
  type SubmissionKind,
} from '@/server/submissions/submission-tables';
import { TableScroller } from '../list/table-scroller';
import { MessageList } from '../messages/message-list';
import { DeleteButton } from '../shared/delete-button';
import { SubmissionStatusForm } from './submission-status-form';

type ColumnKey = keyof ReturnType<typeof columnLabels>;
const columnLabels = () => ({
  question: t('admin.submissions.columns.question'),
  email: t('admin.submissions.columns.email'),
  description: t('admin.submissions.columns.description'),
  full_name: t('admin.submissions.columns.full_name'),
  phone: t('admin.submissions.columns.phone'),
  state: t('admin.submissions.columns.state'),
  district: t('admin.submissions.columns.district'),
  area: t('admin.submissions.columns.area'),
  name: t('admin.submissions.columns.name'),
  tenant_url: t('admin.submissions.columns.tenant_url'),
  reference: t('admin.submissions.columns.reference'),
});

const statusClasses: Record<SubmissionStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  handled: 'bg-emerald-100 text-emerald-900',
  replied: 'bg-sky-100 text-sky-900',
};

function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${statusClasses[status]}`}
    >
      {t(`admin.submissions.statuses.${status}`)}
    </span>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * Spec §2.11 contact and join tabs (and the tenant-down reports): every stored
 * field, a Download link for files, the status (issue 16: new, handled,
 * replied) with buttons to change it, Delete per row, "Download CSV" (disabled
 * when empty; what the search and status filter show), search, status filter
 * and pages in the URL. The caller has checked the admin role.
 */
export async function SubmissionsAdmin({
  kind,
  query,
  status,
  page,
}: {
  kind: SubmissionKind;
  query: string | undefined;
  status: SubmissionStatus | undefined;
  page: number;
}) {
  let result: SubmissionPage | null = null;
  let messages = new Map<number, MessageListing[]>();
  try {
    result = await findSubmissions(getDb(), kind, { query, status, page });
    const ids = result.rows.map((row) => row.id);
    messages = await findMessagesForRecords(getDb(), SUBMISSION_TABLES[kind], ids);
  } catch (error) {
    getLogger().error({ err: error, kind }, 'could not load submissions for the admin');
  }
  const labels = columnLabels();
  const fields = SUBMISSION_FIELDS[kind] as readonly ColumnKey[];
  const withFile = hasAccountAndFile(kind);
  const filters = { ...(query ? { q: query } : {}), ...(status ? { status } : {}) };
  const filtered = Object.keys(filters).length > 0;
  const csvHref = `/admin/export/${kind}${filtered ? `?${new URLSearchParams(filters)}` : ''}`;
  const headingId = `${kind}-heading`;
  const backParams = new URLSearchParams({
    tab: kind,
    ...filters,
    ...(page > 1 ? { page: String(page) } : {}),
  }).toString();
  const cell = 'border-b border-slate-200 px-3 py-2 align-top';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold">
        {t(`admin.submissions.headings.${kind}`)}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <search>
          <form method="get" action="/admin" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="tab" value={kind} />
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('admin.submissions.searchLabel')}
              <input
                type="search"
                name="q"
                defaultValue={query}
                maxLength={100}
                className="min-h-11 w-64 max-w-full rounded-md border border-slate-400 px-3 text-base"
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('admin.submissions.statusLabel')}
              <select
                name="status"
                defaultValue={status ?? ''}
                className="min-h-11 rounded-md border border-slate-400 bg-white px-3"
              >
                <option value="">{t('admin.submissions.allStatuses')}</option>
                {SUBMISSION_STATUSES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`admin.submissions.statuses.${choice}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white">
              {t('admin.submissions.search')}
            </button>
            {filtered ? (
              <a href={`/admin?tab=${kind}`} className="inline-flex min-h-11 items-center px-2 underline">
                {t('admin.submissions.clear')}
              </a>
            ) : null}
          </form>
        </search>
        {result && result.total > 0 ? (
          <a
            href={csvHref}
            download
            className="inline-flex min-h-11 items-center rounded-md border border-cyan-800 px-4 font-semibold text-cyan-900"
          >
            {t('admin.submissions.downloadCsv')}
          </a>
        ) : (
          <button
            type="button"
            disabled
            className="min-h-11 rounded-md border border-slate-300 px-4 font-semibold text-slate-500"
          >
            {t('admin.submissions.downloadCsv')}
          </button>
        )}
      </div>

      {result === null ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {t('admin.submissions.fetchFailed')}
        </p>
      ) : result.total === 0 ? (
        <p>{filtered ? t('admin.submissions.emptySearch') : t(`admin.submissions.empty.${kind}`)}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {t(filtered ? 'admin.submissions.matching' : 'admin.submissions.total', {
              count: formatCount(result.total),
            })}
          </p>
          <TableScroller label={t(`admin.submissions.headings.${kind}`)}>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t(`admin.submissions.headings.${kind}`)}</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={cell}>
                    {t('admin.submissions.columns.id')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('admin.submissions.columns.created_at')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('admin.submissions.columns.status')}
                  </th>
                  {fields.map((field) => (
                    <th key={field} scope="col" className={cell}>
                      {labels[field]}
                    </th>
                  ))}
                  {withFile ? (
                    <>
                      <th scope="col" className={cell}>
                        {t('admin.submissions.columns.file')}
                      </th>
                      <th scope="col" className={cell}>
                        {t('admin.submissions.columns.account')}
                      </th>
                    </>
                  ) : null}
                  <th scope="col" className={cell}>
                    {t('admin.messages.heading')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('admin.submissions.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row) => (
                  <tr key={row.id} data-testid="submission-row">
                    <td className={cell}>{row.id}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <time dateTime={row.createdAt.toISOString()}>{dateFormat.format(row.createdAt)}</time>
                    </td>
                    <td className={cell}>
                      <StatusBadge status={row.status} />
                    </td>
                    {fields.map((field) => (
                      <td key={field} className={`${cell} max-w-xs whitespace-pre-wrap break-words`}>
                        {field === 'email' && row.fields.email ? (
                          <a className="underline" href={`mailto:${row.fields.email}`}>
                            {row.fields.email}
                          </a>
                        ) : field === 'phone' && row.fields.phone ? (
                          <a className="underline" href={`tel:${row.fields.phone}`}>
                            {row.fields.phone}
                          </a>
                        ) : (
                          (row.fields[field] ?? '—')
                        )}
                      </td>
                    ))}
                    {withFile ? (
                      <>
                        <td className={cell}>
                          {row.file ? (
                            <a
                              className="font-semibold text-cyan-800 underline"
                              href={row.file.url}
                              download
                              aria-label={t('admin.submissions.downloadNamed', { name: row.file.name })}
                            >
                              {t('admin.submissions.download')}
                            </a>
                          ) : (
                            t('admin.submissions.noFile')
                          )}
                        </td>
                        <td className={`${cell} break-all`}>{row.account ?? '—'}</td>
                      </>
                    ) : null}
                    <td className={cell}>
                      <details>
                        <summary className="min-h-11 cursor-pointer py-2 font-semibold">
                          {t('admin.messages.summary', { count: messages.get(row.id)?.length ?? 0 })}
                        </summary>
                        <MessageList messages={messages.get(row.id) ?? []} />
                      </details>
                    </td>
                    <td className={cell}>
                      <div className="flex flex-col items-start gap-2">
                        <SubmissionStatusForm
                          action={setSubmissionStatusAction}
                          id={row.id}
                          fields={{ kind, back: backParams }}
                          choices={SUBMISSION_STATUSES.filter((choice) => choice !== row.status).map((choice) => ({
                            status: choice,
                            text: t(`admin.submissions.mark.${choice}`),
                            // The visible words first (axe: the name must contain them), then which row.
                            label: t('admin.submissions.markNamed', {
                              id: row.id,
                              action: t(`admin.submissions.mark.${choice}`),
                            }),
                          }))}
                        />
                        <DeleteButton
                          action={deleteSubmissionAction}
                          id={row.id}
                          name={String(row.id)}
                          label={t('admin.submissions.deleteNamed', { id: row.id })}
                          confirmText={t('admin.submissions.confirmDelete', { id: row.id })}
                          fields={{ kind, back: backParams }}
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <Pagination
            basePath="/admin"
            page={result.page}
            pageCount={result.pageCount}
            params={{ tab: kind, ...filters }}
            label={t('admin.submissions.pages')}
          />
        </>
      )}
    </section>
  );
}
