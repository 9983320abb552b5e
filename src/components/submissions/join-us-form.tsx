'use client';

import { applyAction } from '@/app/(site)/join-us/actions';
import { Field, SelectField } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { t } from '@/lib/i18n/messages';
import { NORTH_EAST_STATES, OTHER_STATES } from '@/lib/indian-states';
import { checkChosenFile, joinUsSchema, RESUME_FILE_ACCEPT } from '@/lib/schemas/submissions';
import { FormHiddenFields } from './form-hidden-fields';
import { useSubmissionForm } from './use-submission-form';

const checkFiles = (formData: FormData) =>
  checkChosenFile(formData, 'resume', RESUME_FILE_ACCEPT, t('submissions.join.fileType'));

const stateGroups = [
  { label: t('submissions.join.northEast'), options: NORTH_EAST_STATES },
  { label: t('submissions.join.otherStates'), options: OTHER_STATES },
];

/** Spec §2.7: the job application (signed-in visitors; the server checks). */
export function JoinUsForm() {
  const form = useSubmissionForm({
    name: 'join-us',
    action: applyAction,
    schema: joinUsSchema,
    networkError: t('submissions.join.unexpected'),
    fileField: 'resume',
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
        <FormHiddenFields returnTo="/join-us#join-us" startedAt={form.startedAt} />
        <Field
          name="fullName"
          label={t('submissions.join.fullName')}
          autoComplete="name"
          required
          maxLength={120}
          defaultValue={value('fullName')}
          error={errors.fullName}
        />
        <Field
          name="phone"
          label={t('submissions.join.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={20}
          defaultValue={value('phone')}
          error={errors.phone}
        />
        <Field
          name="email"
          label={t('submissions.join.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={value('email')}
          error={errors.email}
        />
        <SelectField
          name="state"
          label={t('submissions.join.state')}
          autoComplete="address-level1"
          required
          placeholder={t('submissions.join.chooseState')}
          groups={stateGroups}
          defaultValue={value('state')}
          error={errors.state}
        />
        <Field
          name="district"
          label={t('submissions.join.district')}
          autoComplete="address-level2"
          required
          maxLength={100}
          defaultValue={value('district')}
          error={errors.district}
        />
        <Field
          name="area"
          label={t('submissions.join.area')}
          autoComplete="address-level3"
          required
          maxLength={200}
          defaultValue={value('area')}
          error={errors.area}
        />
        <Field
          name="resume"
          label={t('submissions.join.resume')}
          type="file"
          accept={RESUME_FILE_ACCEPT}
          hint={t('submissions.join.resumeHint')}
          error={errors.resume}
        />
        <div>
          <SubmitButton
            label={t('submissions.join.submit')}
            busyLabel={t('submissions.join.submitting')}
            busy={form.pending}
          />
        </div>
      </form>
    </>
  );
}
