'use client';

import { type ReactNode, useEffect } from 'react';
import { reportTenantDownAction } from '@/app/[locale]/(site)/join-us/actions';
import { EmailAddressField, FullNameField, PhoneNumberField } from '@/components/forms/contact-fields';
import { Field, TextAreaField } from '@/components/forms/field';
import type { TenantDownFormTexts } from './form-texts';
import { SubmissionFormFrame } from './submission-form-frame';
import { useSubmissionForm } from './use-submission-form';

/** Spec §2.7: the emergency report; anyone may send it. Used in the modal and on its own page. */
export function TenantDownForm({
  texts,
  idPrefix,
  actions,
  onSuccess,
}: {
  texts: TenantDownFormTexts;
  idPrefix: string;
  actions?: ReactNode;
  /** Called with the success text (it carries the report's reference). */
  onSuccess?: (message: string) => void;
}) {
  const form = useSubmissionForm({
    name: 'tenant-down',
    action: reportTenantDownAction,
    loadCheck: () => import('@/lib/schemas/submissions').then((module) => module.tenantDownCheck),
    networkError: texts.unexpected,
    messages: texts.errors,
  });
  const { errors, value } = form;
  const succeeded = form.state.status === 'success';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per success (each answer is a new state)
  useEffect(() => {
    if (succeeded) onSuccess?.(form.state.message ?? '');
  }, [form.state]);
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <SubmissionFormFrame form={form} returnTo="/join-us" texts={texts} actions={actions}>
      <FullNameField id={id('name')} label={texts.name} required defaultValue={value('name')} error={errors.name} />
      <EmailAddressField
        id={id('email')}
        label={texts.email}
        required
        defaultValue={value('email')}
        error={errors.email}
      />
      <PhoneNumberField
        id={id('phone')}
        label={texts.phone}
        required
        hint={texts.phoneHint}
        defaultValue={value('phone')}
        error={errors.phone}
      />
      {/* Text, not type="url": "yourfarm.example.in" is a good answer here (https:// is added), and a url input would call it invalid. */}
      <Field
        id={id('tenant-url')}
        name="tenantUrl"
        label={texts.tenantUrl}
        type="text"
        inputMode="url"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        maxLength={500}
        hint={texts.tenantUrlHint}
        defaultValue={value('tenantUrl')}
        error={errors.tenantUrl}
      />
      <TextAreaField
        id={id('description')}
        name="description"
        label={texts.description}
        rows={3}
        maxLength={5000}
        defaultValue={value('description')}
        error={errors.description}
      />
    </SubmissionFormFrame>
  );
}
