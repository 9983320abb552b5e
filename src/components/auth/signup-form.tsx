'use client';

import Link from 'next/link';
import { signupAction } from '@/app/[locale]/(auth)/actions';
import { SubmitButton } from '@/components/forms/submit-button';
import { useLocale } from '@/components/layout/use-site-path';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import { localePath } from '@/lib/i18n/locales';
import type { Texts } from '@/lib/i18n/texts';
import { signupSchema } from '@/lib/schemas/auth';
import { EmailField, NewPasswordFields, TermsField } from './auth-fields';
import { redirectQuery, SignInFormFrame, useSignInForm } from './auth-form';
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
  const form = useSignInForm(signupAction, signupSchema, { redirectTo, messages: errorTexts });
  const { state, errors } = form;
  const locale = useLocale();
  return (
    <SignInFormFrame form={form} redirectTo={redirectTo}>
      <EmailField state={state} error={errors.email} label={texts['auth.email']} />
      <NewPasswordFields label={texts['auth.password']} confirmLabel={texts['auth.confirmPassword']} errors={errors} />
      <TermsField texts={texts} error={errors.terms} />
      <SubmitButton label={texts['auth.signup.submit']} busyLabel={texts['auth.signup.submitting']} />
      <div className="flex flex-col gap-2 pt-2 text-sm">
        <p>
          {texts['auth.signup.haveAccount']}{' '}
          <Link
            className="text-cyan-800 underline"
            href={`${localePath(locale, '/login')}${redirectQuery(redirectTo)}`}
          >
            {texts['auth.signup.logInLink']}
          </Link>
        </p>
        <Link className="text-cyan-800 underline" href={localePath(locale, '/')}>
          {texts['auth.backHome']}
        </Link>
      </div>
    </SignInFormFrame>
  );
}
