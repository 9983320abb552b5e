'use client';

import Link from 'next/link';
import { signupAction } from '@/app/[locale]/(auth)/actions';
import { FormMessage } from '@/components/forms/form-message';
import { LocaleField } from '@/components/forms/locale-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { usePermalink, useValidatedForm } from '@/components/forms/use-validated-form';
import { useLocale } from '@/components/layout/use-site-path';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import { localePath } from '@/lib/i18n/locales';
import type { Texts } from '@/lib/i18n/texts';
import { signupSchema } from '@/lib/schemas/auth';
import { EmailField, NewPasswordFields } from './auth-fields';
import type { SIGNUP_TEXT_KEYS } from './auth-text-keys';

export function SignupForm({
  redirectTo,
  texts,
  errorTexts,
}: {
  redirectTo: string;
  texts: Texts<(typeof SIGNUP_TEXT_KEYS)[number]>;
  errorTexts: FormErrorTexts;
}) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(signupAction, signupSchema, {
    messages: errorTexts,
    permalink: usePermalink({ redirectTo: redirectTo !== '/' ? redirectTo : undefined }),
  });
  const locale = useLocale();
  const withRedirect = redirectTo !== '/' ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <LocaleField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EmailField state={state} error={errors.email} label={texts['auth.email']} />
      <NewPasswordFields label={texts['auth.password']} confirmLabel={texts['auth.confirmPassword']} errors={errors} />
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
            {texts['auth.signup.termsPrefix']}{' '}
            <Link className="text-cyan-800 underline" href={localePath(locale, '/terms-and-conditions')}>
              {texts['auth.signup.termsLink']}
            </Link>{' '}
            {texts['auth.signup.termsAnd']}{' '}
            <Link className="text-cyan-800 underline" href={localePath(locale, '/privacy-policy')}>
              {texts['auth.signup.privacyLink']}
            </Link>
          </label>
        </div>
        <p id="field-terms-error" className="min-h-5 text-sm text-red-700" aria-live="polite">
          {errors.terms ?? ''}
        </p>
      </div>
      <SubmitButton label={texts['auth.signup.submit']} busyLabel={texts['auth.signup.submitting']} />
      <div className="flex flex-col gap-2 pt-2 text-sm">
        <p>
          {texts['auth.signup.haveAccount']}{' '}
          <Link className="text-cyan-800 underline" href={`${localePath(locale, '/login')}${withRedirect}`}>
            {texts['auth.signup.logInLink']}
          </Link>
        </p>
        <Link className="text-cyan-800 underline" href={localePath(locale, '/')}>
          {texts['auth.backHome']}
        </Link>
      </div>
    </form>
  );
}
