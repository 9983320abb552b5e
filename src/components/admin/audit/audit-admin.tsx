import { english } from '@/lib/i18n/english';
import { formatCount } from '@/lib/text';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from '@/server/audit/find-audit-entries';
import { AdminList, type ListPage } from '../list/admin-list';
import { AdminTime } from '../list/admin-time';
import type { Column } from '../list/data-table';
import { ListFilters, SearchFilter, SelectFilter } from '../list/list-filters';
import { listParams } from '../list/list-params';
import { AdminScreen } from '../shared/admin-screen';

export type AuditFilters = {
  entity?: (typeof AUDIT_ENTITIES)[number];
  action?: (typeof AUDIT_ACTIONS)[number];
  actor?: string;
  page: number;
};
export type AuditListing = ListPage<AuditEntry> & { total: number };

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

const columns: Column<AuditEntry>[] = [
  {
    key: 'at',
    header: english('admin.audit.columns.at'),
    cell: (entry) => <AdminTime value={entry.at} precision="seconds" />,
    className: 'whitespace-nowrap',
  },
  {
    key: 'actor',
    header: english('admin.audit.columns.actor'),
    cell: (entry) => entry.actorEmail,
    className: 'break-all',
  },
  { key: 'action', header: english('admin.audit.columns.action'), cell: (entry) => entry.action },
  {
    key: 'entity',
    header: english('admin.audit.columns.entity'),
    cell: (entry) => `${entry.entity} #${entry.entityId}`,
    className: 'whitespace-nowrap',
  },
  {
    key: 'before',
    header: english('admin.audit.columns.before'),
    cell: (entry) => summary(entry.before),
    className: 'max-w-xs break-words',
  },
  {
    key: 'after',
    header: english('admin.audit.columns.after'),
    cell: (entry) => summary(entry.after),
    className: 'max-w-xs break-words',
  },
];

/** The audit trail as a filterable list (who changed what, when). Its page reads the data. */
export function AuditAdmin({ filters, listing }: { filters: AuditFilters; listing: AuditListing | null }) {
  const list = listParams('/admin/audit', { entity: filters.entity, action: filters.action, actor: filters.actor });
  return (
    <AdminScreen id="audit-heading" heading={english('admin.audit.heading')} intro={english('admin.audit.intro')}>
      <ListFilters
        path={list.path}
        submitText={english('admin.audit.filter')}
        clearText={english('admin.audit.clear')}
        filtered={list.filtered}
      >
        <SelectFilter
          label={english('admin.audit.entityLabel')}
          name="entity"
          value={filters.entity}
          allLabel={english('admin.audit.allEntities')}
          options={AUDIT_ENTITIES.map((value) => ({ value, label: value }))}
        />
        <SelectFilter
          label={english('admin.audit.actionLabel')}
          name="action"
          value={filters.action}
          allLabel={english('admin.audit.allActions')}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: value }))}
        />
        <SearchFilter
          label={english('admin.audit.actorLabel')}
          name="actor"
          defaultValue={filters.actor}
          width="w-56"
        />
      </ListFilters>
      <AdminList
        label={english('admin.audit.heading')}
        listing={listing}
        failedText={english('admin.audit.fetchFailed')}
        emptyText={english(list.filtered ? 'admin.audit.emptyFiltered' : 'admin.audit.empty')}
        countText={
          listing?.total === 1
            ? english('admin.audit.totalOne')
            : english('admin.audit.total', { count: formatCount(listing?.total ?? 0, 'en') })
        }
        columns={columns}
        rowKey={(entry) => entry.id}
        rowTestId="audit-row"
        path={list.path}
        params={list.params}
      />
    </AdminScreen>
  );
}
