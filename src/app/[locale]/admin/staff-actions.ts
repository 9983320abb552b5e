'use server';

import type { Kysely } from 'kysely';
import type { FormState } from '@/lib/forms/form-state';
import { t } from '@/lib/i18n/messages';
import { ADMIN_ACTIONS } from '@/lib/permissions';
import { rolesFrom, staffContactSchema } from '@/lib/schemas/staff';
import { getDatabase } from '@/server/db';
import type { Database } from '@/server/db/schema';
import { findAccountByContact } from '@/server/staff/find-staff';
import { setStaffRoles } from '@/server/staff/set-staff-roles';
import { adminAction, refuse } from './admin-action';
import { failureText } from './admin-action-results';
import { adminErrors } from './admin-errors';

const SAVE_FAILED = 'admin.staff.saveFailed';

const typedContact = (formData: FormData) => ({ contact: String(formData.get('contact') ?? '') });

/**
 * The staff screen (owners): a row's roles (`userId`; no box ticked: no longer
 * staff), or "Add staff" (`contact`, an account's e-mail or mobile number),
 * which adds the ticked roles to any the person holds and needs one ticked.
 */
export async function setStaffRolesAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    permission: ADMIN_ACTIONS.setStaffRolesAction,
    values: typedContact(formData),
    errors: adminErrors.setStaffRoles,
    failed: SAVE_FAILED,
    run: async ({ actor }) => {
      const { db, engine } = getDatabase();
      const roles = rolesFrom(formData);
      const userId = formData.get('userId');
      const adding = typeof userId !== 'string' || userId === '';
      const person = adding ? await accountToAdd(db, formData, roles.length) : userId;
      await setStaffRoles({ db, engine, actor, userId: person, roles, adding });
    },
    success: 'admin.staff.saved',
    redirectTo: '/admin?tab=staff',
  });
}

/** The account "Add staff" names, once a role is ticked and the contact reads as an e-mail or mobile number. */
async function accountToAdd(db: Kysely<Database>, formData: FormData, rolesTicked: number): Promise<string> {
  const values = typedContact(formData);
  if (rolesTicked === 0) {
    refuse({ status: 'error', message: failureText(SAVE_FAILED, t('admin.staff.noRoleTicked')), values });
  }
  const parsed = staffContactSchema.safeParse(values.contact);
  if (!parsed.success) {
    const reason = t('admin.staff.contactInvalid');
    refuse({ status: 'error', message: failureText(SAVE_FAILED, reason), fieldErrors: { contact: reason }, values });
  }
  return findAccountByContact(db, parsed.data);
}
