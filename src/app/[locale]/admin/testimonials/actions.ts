'use server';

import type { FormState } from '@/lib/forms/form-state';
import { testimonialFormSchema } from '@/lib/schemas/people';
import { deleteTestimonial, deleteTestimonialErrors } from '@/server/people/delete-testimonial';
import { saveTestimonial, saveTestimonialErrors } from '@/server/people/save-testimonial';
import { adminAction } from '../admin-action';
import { adminErrors, avatarReasons } from '../admin-errors';
import { pictureFrom, requiredId } from '../admin-form-data';

const TESTIMONIALS_PAGE = '/admin/testimonials';

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
