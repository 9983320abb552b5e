'use client';

import { saveTestimonialAction } from '@/app/[locale]/admin/testimonials/actions';
import { Field, TextAreaField } from '@/components/forms/field';
import { english } from '@/lib/i18n/english';
import { checkPictureFile, DEFAULT_TESTIMONIAL_COLOUR, testimonialFormSchema } from '@/lib/schemas/people';
import type { Testimonial } from '@/server/people/find-testimonials';
import { AdminForm, useAdminForm } from '../shared/admin-form';
import { PictureField } from '../shared/picture-field';
import { SaveButton } from '../shared/save-button';
import { NameAndRoleFields } from './name-and-role-fields';

/** Adds a testimonial, or edits one when `testimonial` is given. */
export function TestimonialForm({ testimonial }: { testimonial?: Testimonial }) {
  const form = useAdminForm(saveTestimonialAction, testimonialFormSchema, { checkFiles: checkPictureFile });
  const { errors, kept } = form;
  const prefix = testimonial ? `edit-${testimonial.id}` : 'add';
  return (
    <AdminForm form={form} recordId={testimonial?.id}>
      <NameAndRoleFields form={form} prefix={prefix} person={testimonial} roleRequired={false} />
      <TextAreaField
        id={`${prefix}-quote`}
        name="quote"
        label={english('admin.testimonials.quote')}
        required
        rows={4}
        maxLength={1000}
        error={errors.quote}
        defaultValue={kept('quote', testimonial?.quote ?? '')}
      />
      <Field
        id={`${prefix}-bgColor`}
        name="bgColor"
        type="color"
        label={english('admin.testimonials.bgColor')}
        className="w-24 p-1"
        error={errors.bgColor}
        defaultValue={kept('bgColor', testimonial?.bgColor ?? DEFAULT_TESTIMONIAL_COLOUR)}
      />
      <PictureField
        label={english('admin.testimonials.avatar')}
        error={errors.picture}
        currentUrl={testimonial?.avatar}
      />
      <div>
        <SaveButton label={testimonial ? english('admin.people.save') : english('admin.testimonials.add')} />
      </div>
    </AdminForm>
  );
}
