'use client';

import { applyAction } from '@/app/[locale]/(site)/join-us/actions';
import { EmailAddressField, FullNameField, PhoneNumberField } from '@/components/forms/contact-fields';
import { Field, SelectField } from '@/components/forms/field';
import { RESUME_FILE_ACCEPT } from '@/lib/forms/attachment-rules';
import type { JoinUsFormTexts } from './form-texts';
import { SubmissionFormFrame } from './submission-form-frame';
import { useSubmissionForm } from './use-submission-form';

/** Spec §2.7: the job application (signed-in visitors; the server checks). */
export function JoinUsForm({ texts }: { texts: JoinUsFormTexts }) {
  const form = useSubmissionForm({
    name: 'join-us',
    action: applyAction,
    loadCheck: () => import('@/lib/schemas/submissions').then((module) => module.joinUsCheck),
    networkError: texts.unexpected,
    messages: texts.errors,
    fileField: 'resume',
  });
  const stateGroups = [
    { label: texts.northEast, options: texts.states.northEast },
    { label: texts.otherStates, options: texts.states.other },
  ];
  const { errors, value } = form;
  return (
    <SubmissionFormFrame form={form} returnTo="/join-us#join-us" texts={texts} withFile>
      <FullNameField
        name="fullName"
        label={texts.fullName}
        required
        defaultValue={value('fullName')}
        error={errors.fullName}
      />
      <PhoneNumberField label={texts.phone} required defaultValue={value('phone')} error={errors.phone} />
      <EmailAddressField label={texts.email} defaultValue={value('email')} error={errors.email} />
      <SelectField
        name="state"
        label={texts.state}
        autoComplete="address-level1"
        required
        placeholder={texts.chooseState}
        groups={stateGroups}
        defaultValue={value('state')}
        error={errors.state}
      />
      <Field
        name="district"
        label={texts.district}
        autoComplete="address-level2"
        required
        maxLength={100}
        defaultValue={value('district')}
        error={errors.district}
      />
      <Field
        name="area"
        label={texts.area}
        autoComplete="address-level3"
        required
        maxLength={200}
        defaultValue={value('area')}
        error={errors.area}
      />
      <Field
        name="resume"
        label={texts.resume}
        type="file"
        accept={RESUME_FILE_ACCEPT}
        hint={texts.resumeHint}
        error={errors.resume}
      />
    </SubmissionFormFrame>
  );
}
