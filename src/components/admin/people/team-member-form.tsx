'use client';

import { saveTeamMemberAction } from '@/app/[locale]/admin/team/actions';
import { Field } from '@/components/forms/field';
import { english } from '@/lib/i18n/english';
import { checkPictureFile, teamMemberFormSchema } from '@/lib/schemas/people';
import type { TeamMember } from '@/server/people/find-team-members';
import { AdminForm, useAdminForm } from '../shared/admin-form';
import { PictureField } from '../shared/picture-field';
import { SaveButton } from '../shared/save-button';
import { NameAndRoleFields } from './name-and-role-fields';

/** Adds a team member, or edits one when `member` is given. */
export function TeamMemberForm({ member }: { member?: TeamMember }) {
  const form = useAdminForm(saveTeamMemberAction, teamMemberFormSchema, { checkFiles: checkPictureFile });
  const { errors, kept } = form;
  const prefix = member ? `edit-${member.id}` : 'add';
  return (
    <AdminForm form={form} recordId={member?.id}>
      <NameAndRoleFields form={form} prefix={prefix} person={member} roleRequired />
      <Field
        id={`${prefix}-linkedinUrl`}
        name="linkedinUrl"
        type="url"
        inputMode="url"
        label={english('admin.team.linkedinUrl')}
        maxLength={500}
        error={errors.linkedinUrl}
        defaultValue={kept('linkedinUrl', member?.linkedinUrl ?? '')}
      />
      <PictureField label={english('admin.team.photo')} error={errors.picture} currentUrl={member?.imageUrl} />
      <div>
        <SaveButton label={member ? english('admin.people.save') : english('admin.team.add')} />
      </div>
    </AdminForm>
  );
}
