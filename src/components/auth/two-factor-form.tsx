'use client';

import { twoFactorSignInAction } from '@/app/[locale]/(auth)/actions';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { t } from '@/lib/i18n/messages';
import { twoFactorSignInSchema } from '@/lib/schemas/auth';

export function TwoFactorForm({ redirectTo }: { redirectTo: string }) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(twoFactorSignInAction, twoFactorSignInSchema);
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field
        name="code"
        label={t('auth.twoFactor.code')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={11}
        required
        error={errors.code}
      />
      <SubmitButton label={t('auth.twoFactor.submit')} busyLabel={t('auth.twoFactor.submitting')} />
    </form>
  );
}
