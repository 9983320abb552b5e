import { deleteSubmissionAction, setSubmissionStatusAction } from '@/app/[locale]/admin/submissions/actions';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { english } from '@/lib/i18n/english';
import { formatCount } from '@/lib/text';
import type { SubmissionStatus } from '@/server/db/schema';
import type { MessageListing } from '@/server/outbox/find-messages';
import type { SubmissionPage, SubmissionRow } from '@/server/submissions/find-submissions';
import {
  hasAccountAndFile,
  SUBMISSION_FIELDS,
  SUBMISSION_STATUSES,
  type SubmissionKind,
} from '@/server/submissions/submission-tables';
import { AdminList } from '../list/admin-list';
import { AdminTime } from '../list/admin-time';
import type { Column } from '../list/data-table';
import { ListFilters, SearchFilter, SelectFilter } from '../list/list-filters';
import { listParams } from '../list/list-params';
import { MessageList } from '../messages/message-list';
import { DeleteButton } from '../shared/delete-button';
import { SubmissionStatusForm } from './submission-status-form';

/** The stored fields the tables show, each with its column heading in the messages. */
type Field =
  | 'question'
  | 'email'
  | 'description'
  | 'full_name'
  | 'phone'
  | 'state'
  | 'district'
  | 'area'
  | 'name'
  | 'tenant_url'
  | 'reference';

const statusTones: Record<SubmissionStatus, BadgeTone> = { new: 'amber', handled: 'emerald', replied: 'sky' };

function fieldCell(field: Field, row: SubmissionRow) {
  const value = row.fields[field];
  if (field === 'email' && value) {
    return (
      <a className="underline" href={`mailto:${value}`}>
        {value}
      </a>
    );
  }
  if (field === 'phone' && value) {
    return (
      <a className="underline" href={`tel:${value}`}>
        {value}
      </a>
    );
  }
  return value ?? '—';
}

function submissionColumns(
  kind: SubmissionKind,
  messages: Map<number, MessageListing[]>,
  back: string,
): Column<SubmissionRow>[] {
  const fileColumns: Column<SubmissionRow>[] = [
    {
      key: 'file',
      header: english('admin.submissions.columns.file'),
      cell: (row) =>
        row.file ? (
          <a
            className="font-semibold text-cyan-800 underline"
            href={row.file.url}
            download
            aria-label={english('admin.submissions.downloadNamed', { name: row.file.name })}
          >
            {english('admin.submissions.download')}
          </a>
        ) : (
          english('admin.submissions.noFile')
        ),
    },
    {
      key: 'account',
      header: english('admin.submissions.columns.account'),
      cell: (row) => row.account ?? '—',
      className: 'break-all',
    },
  ];
  return [
    { key: 'id', header: english('admin.submissions.columns.id'), cell: (row) => row.id },
    {
      key: 'created_at',
      header: english('admin.submissions.columns.created_at'),
      cell: (row) => <AdminTime value={row.createdAt} />,
      className: 'whitespace-nowrap',
    },
    {
      key: 'status',
      header: english('admin.submissions.columns.status'),
      cell: (row) => (
        <Badge tone={statusTones[row.status]}>{english(`admin.submissions.statuses.${row.status}`)}</Badge>
      ),
    },
    ...(SUBMISSION_FIELDS[kind] as readonly Field[]).map(
      (field): Column<SubmissionRow> => ({
        key: field,
        header: english(`admin.submissions.columns.${field}`),
        cell: (row) => fieldCell(field, row),
        className: 'max-w-xs whitespace-pre-wrap break-words',
      }),
    ),
    ...(hasAccountAndFile(kind) ? fileColumns : []),
    {
      key: 'messages',
      header: english('admin.messages.heading'),
      cell: (row) => (
        <details>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            {english('admin.messages.summary', { count: messages.get(row.id)?.length ?? 0 })}
          </summary>
          <MessageList messages={messages.get(row.id) ?? []} />
        </details>
      ),
    },
    {
      key: 'actions',
      header: english('admin.submissions.columns.actions'),
      cell: (row) => (
        <div className="flex flex-col items-start gap-2">
          <SubmissionStatusForm
            action={setSubmissionStatusAction}
            id={row.id}
            fields={{ kind, back }}
            choices={SUBMISSION_STATUSES.filter((choice) => choice !== row.status).map((choice) => ({
              status: choice,
              text: english(`admin.submissions.mark.${choice}`),
              // The visible words first (axe: the name must contain them), then which row.
              label: english('admin.submissions.markNamed', {
                id: row.id,
                action: english(`admin.submissions.mark.${choice}`),
              }),
            }))}
          />
          <DeleteButton
            action={deleteSubmissionAction}
            id={row.id}
            name={String(row.id)}
            label={english('admin.submissions.deleteNamed', { id: row.id })}
            confirmText={english('admin.submissions.confirmDelete', { id: row.id })}
            fields={{ kind, back }}
          />
        </div>
      ),
    },
  ];
}

/**
 * Spec §2.11 contact and join tabs (and the tenant-down reports): every stored
 * field, a Download link for files, the status (issue 16: new, handled,
 * replied) with buttons to change it, Delete per row, "Download CSV" (disabled
 * when empty; what the search and status filter show), search, status filter
 * and pages in the URL. Its page reads the data.
 */
export function SubmissionsAdmin({
  kind,
  query,
  status,
  page,
  result,
  messages,
}: {
  kind: SubmissionKind;
  query: string | undefined;
  status: SubmissionStatus | undefined;
  page: number;
  result: SubmissionPage | null;
  messages: Map<number, MessageListing[]>;
}) {
  const list = listParams(`/admin/submissions/${kind}`, { q: query, status });
  const csvHref = `/admin/export/${kind}${list.filtered ? `?${new URLSearchParams(list.params)}` : ''}`;
  const heading = english(`admin.submissions.headings.${kind}`);
  const headingId = `${kind}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold">
        {heading}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <ListFilters
          path={list.path}
          submitText={english('admin.submissions.search')}
          clearText={english('admin.submissions.clear')}
          filtered={list.filtered}
        >
          <SearchFilter label={english('admin.submissions.searchLabel')} defaultValue={query} />
          <SelectFilter
            label={english('admin.submissions.statusLabel')}
            name="status"
            value={status}
            allLabel={english('admin.submissions.allStatuses')}
            options={SUBMISSION_STATUSES.map((choice) => ({
              value: choice,
              label: english(`admin.submissions.statuses.${choice}`),
            }))}
          />
        </ListFilters>
        {result && result.total > 0 ? (
          <a href={csvHref} download className={buttonClass('secondary', 'px-4')}>
            {english('admin.submissions.downloadCsv')}
          </a>
        ) : (
          <Button variant="secondary" disabled>
            {english('admin.submissions.downloadCsv')}
          </Button>
        )}
      </div>
      <AdminList
        label={heading}
        listing={result}
        failedText={english('admin.submissions.fetchFailed')}
        emptyText={
          list.filtered ? english('admin.submissions.emptySearch') : english(`admin.submissions.empty.${kind}`)
        }
        countText={english(list.filtered ? 'admin.submissions.matching' : 'admin.submissions.total', {
          count: formatCount(result?.total ?? 0, 'en'),
        })}
        columns={submissionColumns(kind, messages, list.withPage(page).toString())}
        rowKey={(row) => row.id}
        rowTestId="submission-row"
        path={list.path}
        params={list.params}
        pagesLabel={english('admin.submissions.pages')}
      />
    </section>
  );
}
