'use server';

import type { FormState } from '@/lib/forms/form-state';
import { teamMemberFormSchema } from '@/lib/schemas/people';
import { deleteTeamMember, deleteTeamMemberErrors } from '@/server/people/delete-team-member';
import { saveTeamMember, saveTeamMemberErrors } from '@/server/people/save-team-member';
import { adminAction } from '../admin-action';
import { adminErrors, avatarReasons } from '../admin-errors';
import { pictureFrom, requiredId } from '../admin-form-data';

const TEAM_PAGE = '/admin/team';

export async function saveTeamMemberAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: ['name', 'role', 'linkedinUrl'],
    schema: teamMemberFormSchema,
    errors: adminErrors([saveTeamMemberErrors], { NOT_FOUND: 'admin.team.notFound', ...avatarReasons }),
    failed: 'admin.team.saveFailed',
    run: async ({ actor, services, id, input: { picture, ...input } }) =>
      saveTeamMember({ ...services, actor, id, input, picture: await pictureFrom(picture) }),
    refresh: 'team',
    success: { add: 'admin.team.added', update: 'admin.team.updated' },
    redirectTo: TEAM_PAGE,
  });
}

export async function deleteTeamMemberAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    errors: adminErrors([deleteTeamMemberErrors], { NOT_FOUND: 'admin.team.notFound' }),
    failed: 'admin.team.deleteFailed',
    run: ({ actor, services, id }) => deleteTeamMember({ ...services, actor, id: requiredId(id) }),
    refresh: 'team',
    success: 'admin.team.deleted',
    redirectTo: TEAM_PAGE,
  });
}
