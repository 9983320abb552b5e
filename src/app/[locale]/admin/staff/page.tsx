import { StaffAdmin } from '@/components/admin/staff/staff-admin';
import { requireAdminPage } from '@/server/auth/admin-page';
import { getDb } from '@/server/db';
import { findStaff, findStaffInvitations } from '@/server/staff/find-staff';
import { AdminFrame } from '../admin-frame';
import { readOrLog } from '../read-or-log';

/** Staff and their roles, and the invitations not yet accepted (owners only). */
export default async function StaffPage() {
  const viewer = await requireAdminPage('/admin/staff');
  const db = getDb();
  const [staff, invitations] = await Promise.all([
    readOrLog(findStaff(db), 'the staff'),
    readOrLog(findStaffInvitations(db), 'the staff invitations'),
  ]);
  return (
    <AdminFrame viewer={viewer} path="/admin/staff">
      <StaffAdmin staff={staff} invitations={invitations} />
    </AdminFrame>
  );
}
