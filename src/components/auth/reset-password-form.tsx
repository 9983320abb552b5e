'use client';

import { resetPasswordAction } from '@/app/[locale]/(auth)/actions';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { t } from '@/lib/i18n/messages';
import { resetPasswordSchema } from '@/lib/schemas/auth';
import { NewPasswordFields } from './auth-fields';

export function ResetPasswordForm({ token }: { token: string }) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(resetPasswordAction, resetPasswordSchema);
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields label={t('auth.newPassword')} errors={errors} />
      <SubmitButton label={t('auth.reset.submit')} busyLabel={t('auth.reset.submitting')} />
    </form>
  );
}
