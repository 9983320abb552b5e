'use client';

import Link from 'next/link';
import { signupAction } from '@/app/[locale]/(auth)/actions';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { t } from '@/lib/i18n/messages';
import { signupSchema } from '@/lib/schemas/auth';
import { EmailField, NewPasswordFields } from './auth-fields';

export function SignupForm({ redirectTo }: { redirectTo: string }) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(signupAction, signupSchema);
  const withRedirect = redirectTo !== '/' ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EmailField state={state} error={errors.email} />
      <NewPasswordFields label={t('auth.password')} errors={errors} />
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2">
          <input
            id="field-terms"
            name="terms"
            type="checkbox"
            required
            className="mt-1 size-5"
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby="field-terms-error"
          />
          <label htmlFor="field-terms" className="text-sm text-slate-800">
            {t('auth.signup.termsPrefix')}{' '}
            <Link className="text-cyan-800 underline" href="/terms-and-conditions">
              {t('auth.signup.termsLink')}
            </Link>{' '}
            {t('auth.signup.termsAnd')}{' '}
            <Link className="text-cyan-800 underline" href="/privacy-policy">
              {t('auth.signup.privacyLink')}
            </Link>
          </label>
        </div>
        <p id="field-terms-error" className="min-h-5 text-sm text-red-700" aria-live="polite">
          {errors.terms ?? ''}
        </p>
      </div>
      <SubmitButton label={t('auth.signup.submit')} busyLabel={t('auth.signup.submitting')} />
      <div className="flex flex-col gap-2 pt-2 text-sm">
        <p>
          {t('auth.signup.haveAccount')}{' '}
          <Link className="text-cyan-800 underline" href={`/login${withRedirect}`}>
            {t('auth.signup.logInLink')}
          </Link>
        </p>
        <Link className="text-cyan-800 underline" href="/">
          {t('auth.backHome')}
        </Link>
      </div>
    </form>
  );
}
