'use server';

import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/forms/form-state';
import { t } from '@/lib/i18n/messages';
import { ADMIN_ACTIONS } from '@/lib/permissions';
import { rolesFrom, staffContactSchema } from '@/lib/schemas/staff';
import { requirePermission } from '@/server/auth/viewer';
import { getDatabase } from '@/server/db';
import { findAccountByContact } from '@/server/staff/find-staff';
import { setStaffRoles } from '@/server/staff/set-staff-roles';
import { flashToast } from '@/server/toast/flash-toast';
import { adminFailure, withReason } from './admin-action-results';
import { adminErrors } from './admin-errors';

/**
 * The staff screen (owners): a row's roles (`userId`; no box ticked: no longer
 * staff), or "Add staff" (`contact`, an account's e-mail or mobile number),
 * which adds the ticked roles to any the person holds and needs one ticked.
 */
export async function setStaffRolesAction(_state: FormState, formData: FormData): Promise<FormState> {
  const userId = formData.get('userId');
  const contact = String(formData.get('contact') ?? '');
  const values = { contact };
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.setStaffRolesAction);
    const { db, engine } = getDatabase();
    const roles = rolesFrom(formData);
    const adding = typeof userId !== 'string' || userId === '';
    let person: string;
    if (!adding) {
      person = userId;
    } else {
      if (roles.length === 0) return { status: 'error', message: saveFailed(t('admin.staff.noRoleTicked')), values };
      const parsed = staffContactSchema.safeParse(contact);
      if (!parsed.success) {
        const reason = t('admin.staff.contactInvalid');
        return { status: 'error', message: saveFailed(reason), fieldErrors: { contact: reason }, values };
      }
      person = await findAccountByContact(db, parsed.data);
    }
    await setStaffRoles({ db, engine, actor, userId: person, roles, adding });
  } catch (error) {
    return adminFailure(error, adminErrors.setStaffRoles, { failed: saveFailed, values });
  }
  await flashToast('success', t('admin.staff.saved'));
  redirect('/admin?tab=staff');
}

const saveFailed = withReason('admin.staff.saveFailed');
