'use client';

import { saveTestimonialAction } from '@/app/[locale]/admin/people-actions';
import { Field, TextAreaField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { t } from '@/lib/i18n/english';
import { checkPictureFile, DEFAULT_TESTIMONIAL_COLOUR, testimonialSchema } from '@/lib/schemas/people';
import type { Testimonial } from '@/server/people/find-testimonials';
import { AdminForm, useAdminForm } from '../shared/admin-form';
import { PictureField } from '../shared/picture-field';

/** Adds a testimonial, or edits one when `testimonial` is given. */
export function TestimonialForm({ testimonial }: { testimonial?: Testimonial }) {
  const form = useAdminForm(saveTestimonialAction, testimonialSchema, { checkFiles: checkPictureFile });
  const { errors, kept } = form;
  const prefix = testimonial ? `edit-${testimonial.id}` : 'add';
  return (
    <AdminForm form={form} recordId={testimonial?.id}>
      <Field
        id={`${prefix}-name`}
        name="name"
        label={t('admin.people.name')}
        required
        maxLength={120}
        error={errors.name}
        defaultValue={kept('name', testimonial?.name ?? '')}
      />
      <Field
        id={`${prefix}-role`}
        name="role"
        label={t('admin.people.role')}
        maxLength={120}
        error={errors.role}
        defaultValue={kept('role', testimonial?.role ?? '')}
      />
      <TextAreaField
        id={`${prefix}-quote`}
        name="quote"
        label={t('admin.testimonials.quote')}
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
        label={t('admin.testimonials.bgColor')}
        className="w-24 p-1"
        error={errors.bgColor}
        defaultValue={kept('bgColor', testimonial?.bgColor ?? DEFAULT_TESTIMONIAL_COLOUR)}
      />
      <PictureField label={t('admin.testimonials.avatar')} error={errors.picture} currentUrl={testimonial?.avatar} />
      <div>
        <SubmitButton
          label={testimonial ? t('admin.people.save') : t('admin.testimonials.add')}
          busyLabel={t('admin.people.saving')}
        />
      </div>
    </AdminForm>
  );
}
