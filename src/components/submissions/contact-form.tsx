'use client';

import { sendContactAction } from '@/app/(site)/contact/actions';
import { Field, TextAreaField } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { t } from '@/lib/i18n/messages';
import { CONTACT_FILE_ACCEPT, checkChosenFile, contactSchema } from '@/lib/schemas/submissions';
import { FormHiddenFields } from './form-hidden-fields';
import { useSubmissionForm } from './use-submission-form';

const checkFiles = (formData: FormData) =>
  checkChosenFile(formData, 'file', CONTACT_FILE_ACCEPT, t('submissions.contact.fileType'));

/** Spec §2.6: the general queries form (signed-in visitors; the server checks). */
export function ContactForm() {
  const form = useSubmissionForm({
    name: 'contact',
    action: sendContactAction,
    schema: contactSchema,
    networkError: t('submissions.contact.unexpected'),
    fileField: 'file',
    checkFiles,
  });
  const { errors, value } = form;
  return (
    <>
      <div ref={form.messageRef} tabIndex={-1} className="outline-none">
        <FormMessage state={form.state} />
      </div>
      <form
        key={form.key}
        ref={form.formRef}
        action={form.formAction}
        onSubmit={form.onSubmit}
        noValidate
        encType="multipart/form-data"
        className="flex flex-col gap-1"
      >
        <FormHiddenFields returnTo="/contact#general-queries" startedAt={form.startedAt} />
        <Field
          name="question"
          label={t('submissions.contact.question')}
          required
          maxLength={200}
          defaultValue={value('question')}
          error={errors.question}
        />
        <Field
          name="email"
          label={t('submissions.contact.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={value('email')}
          error={errors.email}
        />
        <TextAreaField
          name="description"
          label={t('submissions.contact.description')}
          required
          rows={5}
          maxLength={5000}
          defaultValue={value('description')}
          error={errors.description}
        />
        <Field
          name="file"
          label={t('submissions.contact.file')}
          type="file"
          accept={CONTACT_FILE_ACCEPT}
          hint={t('submissions.contact.fileHint')}
          error={errors.file}
        />
        <div>
          <SubmitButton
            label={t('submissions.contact.submit')}
            busyLabel={t('submissions.contact.submitting')}
            busy={form.pending}
          />
        </div>
      </form>
    </>
  );
}
