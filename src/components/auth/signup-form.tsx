'use client';

import { signupAction } from '@/app/[locale]/(auth)/actions';
import { NewPasswordFields } from '@/components/forms/password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { useLocale } from '@/components/layout/use-site-path';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import type { Texts } from '@/lib/i18n/texts';
import { signupSchema } from '@/lib/schemas/auth';
import { EmailField, TermsField } from './auth-fields';
import { SignInFormFrame, SignInFormLinks, useSignInForm } from './auth-form';
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
  const _locale = useLocale();
  return (
    <SignInFormFrame form={form} redirectTo={redirectTo}>
      <EmailField state={state} error={errors.email} label={texts['auth.email']} />
      <NewPasswordFields label={texts['auth.password']} confirmLabel={texts['auth.confirmPassword']} errors={errors} />
      <TermsField texts={texts} error={errors.terms} />
      <SubmitButton label={texts['auth.signup.submit']} busyLabel={texts['auth.signup.submitting']} />
      <SignInFormLinks
        other={{ question: texts['auth.signup.haveAccount'], label: texts['auth.signup.logInLink'], path: '/login' }}
        redirectTo={redirectTo}
        homeLabel={texts['auth.backHome']}
      />
    </SignInFormFrame>
  );
}
