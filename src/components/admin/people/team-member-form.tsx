'use client';

import { saveTeamMemberAction } from '@/app/[locale]/admin/people-actions';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { formKey, keptValue } from '@/lib/forms/form-state';
import { englishFormErrors, t } from '@/lib/i18n/english';
import { checkPictureFile, teamMemberSchema } from '@/lib/schemas/people';
import type { TeamMember } from '@/server/people/find-team-members';
import { PictureField } from '../shared/picture-field';
import { useActionToast } from '../shell/toaster';

/** Adds a team member, or edits one when `member` is given. */
export function TeamMemberForm({ member }: { member?: TeamMember }) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(saveTeamMemberAction, teamMemberSchema, {
    messages: englishFormErrors,
    checkFiles: checkPictureFile,
  });
  useActionToast(state);
  const kept = (field: string, initial: string) => keptValue(state, field, initial);
  const prefix = member ? `edit-${member.id}` : 'add';
  return (
    <form key={formKey(state)} action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <FormMessage state={state} />
      {member ? <input type="hidden" name="id" value={member.id} /> : null}
      <Field
        id={`${prefix}-name`}
        name="name"
        label={t('admin.people.name')}
        required
        maxLength={120}
        error={errors.name}
        defaultValue={kept('name', member?.name ?? '')}
      />
      <Field
        id={`${prefix}-role`}
        name="role"
        label={t('admin.people.role')}
        required
        maxLength={120}
        error={errors.role}
        defaultValue={kept('role', member?.role ?? '')}
      />
      <Field
        id={`${prefix}-linkedinUrl`}
        name="linkedinUrl"
        type="url"
        inputMode="url"
        label={t('admin.team.linkedinUrl')}
        maxLength={500}
        error={errors.linkedinUrl}
        defaultValue={kept('linkedinUrl', member?.linkedinUrl ?? '')}
      />
      <PictureField label={t('admin.team.photo')} error={errors.picture} currentUrl={member?.imageUrl} />
      <div>
        <SubmitButton
          label={member ? t('admin.people.save') : t('admin.team.add')}
          busyLabel={t('admin.people.saving')}
        />
      </div>
    </form>
  );
}
