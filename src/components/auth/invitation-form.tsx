'use client';

import { acceptInvitationAction } from '@/app/[locale]/(auth)/actions';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { NewPasswordFields } from '@/components/forms/password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import type { Texts } from '@/lib/i18n/texts';
import { acceptInvitationSchema, PASSWORD_MIN_LENGTH } from '@/lib/schemas/auth';
import { TermsField } from './auth-fields';
import type { INVITATION_TEXT_KEYS } from './auth-text-keys';

/** The invitation's page (English, as the back office): the person's name, their password, the terms. */
export function InvitationForm({
  token,
  texts,
  errorTexts,
}: {
  token: string;
  texts: Texts<(typeof INVITATION_TEXT_KEYS)[number]>;
  errorTexts: FormErrorTexts;
}) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(acceptInvitationAction, acceptInvitationSchema, {
    messages: errorTexts,
  });
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <input type="hidden" name="token" value={token} />
      <Field
        name="name"
        label={texts['admin.invitation.name']}
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={state.values?.name}
        key={`name-${state.status}-${state.values?.name ?? ''}`}
        error={errors.name}
      />
      <NewPasswordFields
        label={texts['admin.invitation.password']}
        confirmLabel={texts['admin.invitation.confirmPassword']}
        errors={errors}
        minLength={PASSWORD_MIN_LENGTH.admin}
      />
      <TermsField texts={texts} error={errors.terms} />
      <SubmitButton label={texts['admin.invitation.submit']} busyLabel={texts['admin.invitation.submitting']} />
    </form>
  );
}
