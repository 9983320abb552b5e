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
import { EmailField, NewPasswordFields, TermsField } from './auth-fields';
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
      <TermsField texts={texts} error={errors.terms} />
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
