'use client';

import { sendContactAction } from '@/app/[locale]/(site)/contact/actions';
import { EmailAddressField } from '@/components/forms/contact-fields';
import { Field, TextAreaField } from '@/components/forms/field';
import { CONTACT_FILE_ACCEPT } from '@/lib/forms/attachment-rules';
import type { ContactFormTexts } from './form-texts';
import { SubmissionFormFrame } from './submission-form-frame';
import { useSubmissionForm } from './use-submission-form';

/** Spec §2.6: the general queries form (signed-in visitors; the server checks). */
export function ContactForm({ texts }: { texts: ContactFormTexts }) {
  const form = useSubmissionForm({
    name: 'contact',
    action: sendContactAction,
    loadCheck: () => import('@/lib/schemas/submissions').then((module) => module.contactCheck),
    networkError: texts.unexpected,
    messages: texts.errors,
    fileField: 'file',
  });
  const { errors, value } = form;
  return (
    <SubmissionFormFrame form={form} returnTo="/contact#general-queries" texts={texts} withFile>
      <Field
        name="question"
        label={texts.question}
        required
        maxLength={200}
        defaultValue={value('question')}
        error={errors.question}
      />
      <EmailAddressField label={texts.email} required defaultValue={value('email')} error={errors.email} />
      <TextAreaField
        name="description"
        label={texts.description}
        required
        rows={5}
        maxLength={5000}
        defaultValue={value('description')}
        error={errors.description}
      />
      <Field
        name="file"
        label={texts.file}
        type="file"
        accept={CONTACT_FILE_ACCEPT}
        hint={texts.fileHint}
        error={errors.file}
      />
    </SubmissionFormFrame>
  );
}
