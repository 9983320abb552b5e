import Link from 'next/link';
import { Pagination } from '@/components/marketing/pagination';
import { t } from '@/lib/i18n/english';
import { formatCount } from '@/lib/text';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, findAuditEntries } from '@/server/audit/find-audit-entries';
import { getDb } from '@/server/db';
import { getLogger } from '@/server/logger';
import { TableScroller } from '../list/table-scroller';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});
const cell = 'border-b border-slate-200 px-3 py-2 align-top';

/** "name: Rohu, price_paise: 160000" from the stored JSON (the raw text if it is not an object). */
function summary(json: string | null): string {
  if (!json) return '—';
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${typeof item === 'object' ? JSON.stringify(item) : String(item)}`)
      .join(', ')
      .slice(0, 300);
  } catch {
    return json.slice(0, 300);
  }
}

/** The audit trail as a filterable list (issue: who changed what, when). The caller has checked the admin role. */
export async function AuditAdmin({
  filters,
}: {
  filters: { entity?: string; action?: string; actor?: string; page: number };
}) {
  const entity = AUDIT_ENTITIES.find((value) => value === filters.entity);
  const action = AUDIT_ACTIONS.find((value) => value === filters.action);
  const listing = await findAuditEntries(getDb(), { ...filters, entity, action }).catch((error: unknown) => {
    getLogger().error({ err: error }, 'could not load the audit trail');
    return null;
  });
  const params: Record<string, string> = { tab: 'audit' };
  if (entity) params.entity = entity;
  if (action) params.action = action;
  if (filters.actor) params.actor = filters.actor;
  const select = 'min-h-11 rounded-md border border-slate-400 bg-white px-3';
  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
      <h2 id="audit-heading" className="text-xl font-bold">
        {t('admin.audit.heading')}
      </h2>
      <p className="text-slate-700">{t('admin.audit.intro')}</p>
      <search>
        <form method="get" action="/admin" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="tab" value="audit" />
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('admin.audit.entityLabel')}
            <select name="entity" defaultValue={entity ?? ''} className={select}>
              <option value="">{t('admin.audit.allEntities')}</option>
              {AUDIT_ENTITIES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('admin.audit.actionLabel')}
            <select name="action" defaultValue={action ?? ''} className={select}>
              <option value="">{t('admin.audit.allActions')}</option>
              {AUDIT_ACTIONS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('admin.audit.actorLabel')}
            <input
              type="search"
              name="actor"
              defaultValue={filters.actor}
              maxLength={100}
              className="min-h-11 w-56 max-w-full rounded-md border border-slate-400 px-3 text-base"
            />
          </label>
          <button type="submit" className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white">
            {t('admin.audit.filter')}
          </button>
          {Object.keys(params).length > 1 ? (
            <Link href="/admin?tab=audit" className="inline-flex min-h-11 items-center px-2 underline">
              {t('admin.audit.clear')}
            </Link>
          ) : null}
        </form>
      </search>
      {listing === null ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {t('admin.audit.fetchFailed')}
        </p>
      ) : listing.total === 0 ? (
        <p>
          {t(filters.entity || filters.action || filters.actor ? 'admin.audit.emptyFiltered' : 'admin.audit.empty')}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {listing.total === 1
              ? t('admin.audit.totalOne')
              : t('admin.audit.total', { count: formatCount(listing.total) })}
          </p>
          <TableScroller label={t('admin.audit.heading')}>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('admin.audit.heading')}</caption>
              <thead className="bg-slate-50">
                <tr>
                  {(['at', 'actor', 'action', 'entity', 'before', 'after'] as const).map((column) => (
                    <th key={column} scope="col" className={cell}>
                      {t(`admin.audit.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {listing.entries.map((entry) => (
                  <tr key={entry.id} data-testid="audit-row">
                    <td className={`${cell} whitespace-nowrap`}>
                      <time dateTime={entry.at.toISOString()}>{dateFormat.format(entry.at)}</time>
                    </td>
                    <td className={`${cell} break-all`}>{entry.actorEmail}</td>
                    <td className={cell}>{entry.action}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {entry.entity} #{entry.entityId}
                    </td>
                    <td className={`${cell} max-w-xs break-words`}>{summary(entry.before)}</td>
                    <td className={`${cell} max-w-xs break-words`}>{summary(entry.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <Pagination
            basePath="/admin"
            page={listing.page}
            pageCount={listing.pageCount}
            params={params}
            label={t('admin.audit.heading')}
          />
        </>
      )}
    </section>
  );
}
