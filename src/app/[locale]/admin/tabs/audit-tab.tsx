import { AuditAdmin, type AuditFilters } from '@/components/admin/audit/audit-admin';
import { findAuditEntries } from '@/server/audit/find-audit-entries';
import { getDb } from '@/server/db';
import { readOrLog } from './read-or-log';

export async function AuditTab({ filters }: { filters: AuditFilters }) {
  const listing = await readOrLog(findAuditEntries(getDb(), filters), 'the audit trail');
  return <AuditAdmin filters={filters} listing={listing && { ...listing, rows: listing.entries }} />;
}
