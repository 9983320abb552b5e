'use server';

import type { FormState } from '@/lib/forms/form-state';
import { teamMemberFormSchema, testimonialFormSchema } from '@/lib/schemas/people';
import { deleteTeamMember, deleteTeamMemberErrors } from '@/server/people/delete-team-member';
import { deleteTestimonial, deleteTestimonialErrors } from '@/server/people/delete-testimonial';
import { saveTeamMember, saveTeamMemberErrors } from '@/server/people/save-team-member';
import { saveTestimonial, saveTestimonialErrors } from '@/server/people/save-testimonial';
import { adminAction } from './admin-action';
import { adminErrors, avatarReasons } from './admin-errors';
import { pictureFrom, requiredId } from './admin-form-data';

const TESTIMONIALS_PAGE = '/admin/testimonials';
const TEAM_PAGE = '/admin/team';

export async function saveTestimonialAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: ['name', 'role', 'quote', 'bgColor'],
    schema: testimonialFormSchema,
    // Adding and changing a testimonial say "not added" and "not updated" (spec §8).
    errors: {
      add: adminErrors([saveTestimonialErrors], { NOT_FOUND: 'admin.testimonials.notAdded', ...avatarReasons }),
      update: adminErrors([saveTestimonialErrors], { NOT_FOUND: 'admin.testimonials.notUpdated', ...avatarReasons }),
    },
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
    errors: adminErrors([deleteTestimonialErrors], { NOT_FOUND: 'admin.testimonials.notDeleted' }),
    failed: 'admin.testimonials.deleteFailed',
    run: ({ actor, services, id }) => deleteTestimonial({ ...services, actor, id: requiredId(id) }),
    refresh: 'testimonials',
    success: 'admin.testimonials.deleted',
    redirectTo: TESTIMONIALS_PAGE,
  });
}

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
