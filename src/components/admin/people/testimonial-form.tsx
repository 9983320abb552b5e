'use client';

import { saveTestimonialAction } from '@/app/[locale]/admin/people-actions';
import { Field, TextAreaField } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { formKey, keptValue } from '@/lib/forms/form-state';
import { englishFormErrors, t } from '@/lib/i18n/english';
import { checkPictureFile, DEFAULT_TESTIMONIAL_COLOUR, testimonialSchema } from '@/lib/schemas/people';
import type { Testimonial } from '@/server/people/find-testimonials';
import { PictureField } from '../shared/picture-field';
import { useActionToast } from '../shell/toaster';

/** Adds a testimonial, or edits one when `testimonial` is given. */
export function TestimonialForm({ testimonial }: { testimonial?: Testimonial }) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(saveTestimonialAction, testimonialSchema, {
    messages: englishFormErrors,
    checkFiles: checkPictureFile,
  });
  useActionToast(state);
  const kept = (field: string, initial: string) => keptValue(state, field, initial);
  const prefix = testimonial ? `edit-${testimonial.id}` : 'add';
  return (
    <form key={formKey(state)} action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <FormMessage state={state} />
      {testimonial ? <input type="hidden" name="id" value={testimonial.id} /> : null}
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
    </form>
  );
}
