'use client';

import { applyAction } from '@/app/[locale]/(site)/join-us/actions';
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
      <Field
        name="fullName"
        label={texts.fullName}
        autoComplete="name"
        required
        maxLength={120}
        defaultValue={value('fullName')}
        error={errors.fullName}
      />
      <Field
        name="phone"
        label={texts.phone}
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
        label={texts.email}
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={value('email')}
        error={errors.email}
      />
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
