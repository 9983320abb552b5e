'use client';

import { saveTeamMemberAction } from '@/app/[locale]/admin/people-actions';
import { Field } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { t } from '@/lib/i18n/english';
import { checkPictureFile, teamMemberSchema } from '@/lib/schemas/people';
import type { TeamMember } from '@/server/people/find-team-members';
import { AdminForm, useAdminForm } from '../shared/admin-form';
import { PictureField } from '../shared/picture-field';

/** Adds a team member, or edits one when `member` is given. */
export function TeamMemberForm({ member }: { member?: TeamMember }) {
  const form = useAdminForm(saveTeamMemberAction, teamMemberSchema, { checkFiles: checkPictureFile });
  const { errors, kept } = form;
  const prefix = member ? `edit-${member.id}` : 'add';
  return (
    <AdminForm form={form} recordId={member?.id}>
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
    </AdminForm>
  );
}
