'use client';

import { useActionState } from 'react';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { type FormState, idleFormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import { STAFF_ROLES, type StaffRole } from '@/lib/permissions';
import { SaveButton } from '../shared/save-button';
import { useActionToast } from '../shell/toaster';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

/**
 * The roles of one person as tick boxes (a row of the staff list), or "Add
 * staff" with the account's e-mail or mobile number when no person is given.
 * A plain form post: works before the script has loaded.
 */
export function StaffRolesForm({
  action,
  person,
  roles,
}: {
  action: Action;
  /** The row's person; none for "Add staff". */
  person?: { userId: string; label: string };
  roles: readonly StaffRole[];
}) {
  const [state, formAction] = useActionState(action, idleFormState);
  useActionToast(state);
  const idPrefix = person ? `staff-${person.userId}` : 'staff-new';
  return (
    <form action={formAction} className="flex flex-col gap-2">
      {person ? (
        <input type="hidden" name="userId" value={person.userId} />
      ) : (
        <Field
          name="contact"
          id={`${idPrefix}-contact`}
          label={english('admin.staff.contact')}
          autoComplete="off"
          required
          defaultValue={state.values?.contact ?? ''}
          error={state.fieldErrors?.contact}
        />
      )}
      <fieldset>
        <legend id={`${idPrefix}-legend`} className={person ? 'sr-only' : 'mb-1 text-sm font-medium text-slate-800'}>
          {person ? english('admin.staff.rolesOf', { person: person.label }) : english('admin.staff.rolesColumn')}
        </legend>
        <div className="flex flex-wrap gap-x-4">
          {STAFF_ROLES.map((role) => (
            <label key={role} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="roles"
                value={role}
                defaultChecked={roles.includes(role)}
                className="size-5 accent-cyan-800"
              />
              {english(`admin.staff.roles.${role}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <SaveButton label={person ? english('admin.staff.save') : english('admin.staff.add')} />
      </div>
      <FormMessage state={state} />
    </form>
  );
}
