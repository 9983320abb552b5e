import { StaffAdmin } from '@/components/admin/staff/staff-admin';
import { getDb } from '@/server/db';
import { findStaff, findStaffInvitations } from '@/server/staff/find-staff';
import { readOrLog } from './read-or-log';

export async function StaffTab() {
  const db = getDb();
  const [staff, invitations] = await Promise.all([
    readOrLog(findStaff(db), 'the staff'),
    readOrLog(findStaffInvitations(db), 'the staff invitations'),
  ]);
  return <StaffAdmin staff={staff} invitations={invitations} />;
}
