import { AuditAdmin } from '@/components/admin/audit/audit-admin';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, findAuditEntries } from '@/server/audit/find-audit-entries';
import { requireAdminPage } from '@/server/auth/admin-page';
import { getDb } from '@/server/db';
import { AdminFrame } from '../admin-frame';
import { readOrLog } from '../read-or-log';
import { pageOf, param, type SearchParams } from '../search-params';

/** The audit trail: who changed what, when, filtered by record kind, action and person. */
export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireAdminPage('/admin/audit');
  const query = await searchParams;
  const filters = {
    entity: AUDIT_ENTITIES.find((value) => value === param(query, 'entity')),
    action: AUDIT_ACTIONS.find((value) => value === param(query, 'action')),
    actor: param(query, 'actor'),
    page: pageOf(query),
  };
  const listing = await readOrLog(findAuditEntries(getDb(), filters), 'the audit trail');
  return (
    <AdminFrame viewer={viewer} path="/admin/audit">
      <AuditAdmin filters={filters} listing={listing} />
    </AdminFrame>
  );
}
