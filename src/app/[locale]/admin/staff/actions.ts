'use server';

import type { FormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import { staffContactSchema, staffRolesFormSchema } from '@/lib/schemas/staff';
import { getDatabase } from '@/server/db';
import { readTextingSite } from '@/server/sms/texting-site';
import { addStaff, addStaffErrors } from '@/server/staff/add-staff';
import { setStaffRoles, setStaffRolesErrors } from '@/server/staff/set-staff-roles';
import { withdrawStaffInvitation, withdrawStaffInvitationErrors } from '@/server/staff/withdraw-staff-invitation';
import { adminAction, refuse } from '../admin-action';
import { failureText } from '../admin-action-results';
import { adminErrors } from '../admin-errors';
import { requiredId } from '../admin-form-data';

const SAVE_FAILED = 'admin.staff.saveFailed';

const STAFF_PAGE = '/admin/staff';

/**
 * The staff screen (owners): a row's roles (`userId`; no box ticked: no longer
 * staff), or "Add staff" (`contact`, an e-mail or mobile number), which adds
 * the ticked roles to any the person holds and needs one ticked; a contact
 * without an account is sent an invitation instead.
 */
export async function setStaffRolesAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: ['contact'],
    schema: staffRolesFormSchema,
    errors: adminErrors([setStaffRolesErrors, addStaffErrors], {
      NOT_FOUND: { reason: 'admin.errors.noSuchPerson', field: 'contact' },
      RATE_LIMITED: { reason: 'admin.staff.tooManyMessages', field: 'contact' },
    }),
    failed: SAVE_FAILED,
    run: async ({ actor, services, input: { roles, userId, ...typed } }): Promise<{ invited: string | null }> => {
      const { db, engine } = getDatabase();
      if (userId !== '') {
        await setStaffRoles({ db, engine, actor, userId, roles });
        return { invited: null };
      }
      const contact = contactToAdd(typed, roles.length);
      const site = await readTextingSite('en');
      return addStaff({ db, engine, logger: services.logger, site, actor, contact, roles });
    },
    success: ({ invited }) =>
      invited ? english('admin.staff.invited', { contact: invited }) : english('admin.staff.saved'),
    redirectTo: STAFF_PAGE,
  });
}

/** Withdraws an invitation not yet accepted. */
export async function withdrawStaffInvitationAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    errors: adminErrors([withdrawStaffInvitationErrors], { NOT_FOUND: 'admin.staff.invitationGone' }),
    failed: 'admin.staff.withdrawFailed',
    run: ({ actor, services, id }) => withdrawStaffInvitation({ db: services.db, actor, id: requiredId(id) }),
    success: 'admin.staff.withdrawn',
    redirectTo: STAFF_PAGE,
  });
}

/** The contact "Add staff" names, once a role is ticked and it reads as an e-mail or mobile number. */
function contactToAdd(values: { contact: string }, rolesTicked: number): string {
  if (rolesTicked === 0) {
    refuse({ status: 'error', message: failureText(SAVE_FAILED, english('admin.staff.noRoleTicked')), values });
  }
  const parsed = staffContactSchema.safeParse(values.contact);
  if (!parsed.success) {
    const reason = english('admin.staff.contactInvalid');
    refuse({ status: 'error', message: failureText(SAVE_FAILED, reason), fieldErrors: { contact: reason }, values });
  }
  // The schema gives an address in lower case and a number as +91XXXXXXXXXX, as accounts hold them.
  return parsed.data;
}
