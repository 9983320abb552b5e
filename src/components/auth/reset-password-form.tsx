'use client';

import { resetPasswordAction } from '@/app/[locale]/(auth)/actions';
import { FormMessage } from '@/components/forms/form-message';
import { LocaleField } from '@/components/forms/locale-field';
import { NewPasswordFields } from '@/components/forms/password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { usePermalink, useValidatedForm } from '@/components/forms/use-validated-form';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import type { Texts } from '@/lib/i18n/texts';
import { resetPasswordSchema } from '@/lib/schemas/auth';
import type { RESET_TEXT_KEYS } from './auth-text-keys';

export function ResetPasswordForm({
  token,
  texts,
  errorTexts,
}: {
  token: string;
  texts: Texts<(typeof RESET_TEXT_KEYS)[number]>;
  errorTexts: FormErrorTexts;
}) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(resetPasswordAction, resetPasswordSchema, {
    messages: errorTexts,
    // The e-mail's link brings the token in the query; an answer shown without JavaScript keeps it.
    permalink: usePermalink({ token }),
  });
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <LocaleField />
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields
        label={texts['auth.newPassword']}
        confirmLabel={texts['auth.confirmPassword']}
        errors={errors}
      />
      <SubmitButton label={texts['auth.reset.submit']} busyLabel={texts['auth.reset.submitting']} />
    </form>
  );
}
