'use server';

import type { FormState } from '@/lib/forms/form-state';
import { ADMIN_ACTIONS } from '@/lib/permissions';
import { teamMemberFormSchema, testimonialFormSchema } from '@/lib/schemas/people';
import { deleteTeamMember } from '@/server/people/delete-team-member';
import { deleteTestimonial } from '@/server/people/delete-testimonial';
import { saveTeamMember } from '@/server/people/save-team-member';
import { saveTestimonial } from '@/server/people/save-testimonial';
import { adminAction } from './admin-action';
import { adminErrors } from './admin-errors';
import { pictureFrom, requiredId } from './admin-form-data';

const TESTIMONIALS_PAGE = '/admin?tab=testimonials';
const TEAM_PAGE = '/admin/team';

export async function saveTestimonialAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    permission: ADMIN_ACTIONS.saveTestimonialAction,
    values: ['name', 'role', 'quote', 'bgColor'],
    schema: testimonialFormSchema,
    errors: { add: adminErrors.addTestimonial, update: adminErrors.updateTestimonial },
    failed: { add: 'admin.testimonials.addFailed', update: 'admin.testimonials.updateFailed' },
    run: async ({ actor, services, id, input: { picture, ...input } }) =>
      saveTestimonial({ ...services, actor, id, input, picture: await pictureFrom(picture) }),
    refresh: 'testimonials',
    success: { add: 'admin.testimonials.added', update: 'admin.testimonials.updated' },
    redirectTo: TESTIMONIALS_PAGE,
  });
}

export async function deleteTestimonialAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    permission: ADMIN_ACTIONS.deleteTestimonialAction,
    errors: adminErrors.deleteTestimonial,
    failed: 'admin.testimonials.deleteFailed',
    run: ({ actor, services, id }) => deleteTestimonial({ ...services, actor, id: requiredId(id) }),
    refresh: 'testimonials',
    success: 'admin.testimonials.deleted',
    redirectTo: TESTIMONIALS_PAGE,
  });
}

export async function saveTeamMemberAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    permission: ADMIN_ACTIONS.saveTeamMemberAction,
    values: ['name', 'role', 'linkedinUrl'],
    schema: teamMemberFormSchema,
    errors: adminErrors.saveTeamMember,
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
    permission: ADMIN_ACTIONS.deleteTeamMemberAction,
    errors: adminErrors.deleteTeamMember,
    failed: 'admin.team.deleteFailed',
    run: ({ actor, services, id }) => deleteTeamMember({ ...services, actor, id: requiredId(id) }),
    refresh: 'team',
    success: 'admin.team.deleted',
    redirectTo: TEAM_PAGE,
  });
}
