import { StaffAdmin } from '@/components/admin/staff/staff-admin';
import { getDb } from '@/server/db';
import { findStaff } from '@/server/staff/find-staff';
import { readOrLog } from './read-or-log';

export async function StaffTab() {
  return <StaffAdmin staff={await readOrLog(findStaff(getDb()), 'the staff')} />;
}
