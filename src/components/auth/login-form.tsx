'use client';

import Link from 'next/link';
import { loginAction } from '@/app/[locale]/(auth)/actions';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { t } from '@/lib/i18n/messages';
import { loginSchema } from '@/lib/schemas/auth';
import { EmailField } from './auth-fields';

export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(loginAction, loginSchema);
  const withRedirect = redirectTo !== '/' ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EmailField state={state} error={errors.email} />
      <Field
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        error={errors.password}
      />
      <SubmitButton label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} />
      <div className="flex flex-col gap-2 pt-2 text-sm">
        <Link className="text-cyan-800 underline" href="/forgot-password">
          {t('auth.login.forgotPassword')}
        </Link>
        <p>
          {t('auth.login.noAccount')}{' '}
          <Link className="text-cyan-800 underline" href={`/signup${withRedirect}`}>
            {t('auth.login.signUpLink')}
          </Link>
        </p>
        <Link className="text-cyan-800 underline" href="/">
          {t('auth.backHome')}
        </Link>
      </div>
    </form>
  );
}
