'use client';

import { type ReactNode, useEffect } from 'react';
import { reportTenantDownAction } from '@/app/[locale]/(site)/join-us/actions';
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
      <Field
        id={id('name')}
        name="name"
        label={texts.name}
        autoComplete="name"
        required
        maxLength={120}
        defaultValue={value('name')}
        error={errors.name}
      />
      <Field
        id={id('email')}
        name="email"
        label={texts.email}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={value('email')}
        error={errors.email}
      />
      <Field
        id={id('phone')}
        name="phone"
        label={texts.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={20}
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
