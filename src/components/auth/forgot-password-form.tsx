'use client';

import Link from 'next/link';
import { forgotPasswordAction } from '@/app/[locale]/(auth)/actions';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { t } from '@/lib/i18n/messages';
import { forgotPasswordSchema } from '@/lib/schemas/auth';
import { EmailField } from './auth-fields';

export function ForgotPasswordForm() {
  const { state, formAction, onSubmit, errors } = useValidatedForm(forgotPasswordAction, forgotPasswordSchema);
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <EmailField state={state} error={errors.email} />
      <SubmitButton label={t('auth.forgot.submit')} busyLabel={t('auth.forgot.submitting')} />
      <Link className="pt-2 text-sm text-cyan-800 underline" href="/login">
        {t('auth.forgot.backToLogin')}
      </Link>
    </form>
  );
}
