'use client';

import { loginAction } from '@/app/[locale]/(auth)/actions';
import { Field } from '@/components/forms/field';
import { CurrentPasswordField } from '@/components/forms/password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { useLocale } from '@/components/layout/use-site-path';
import { Link } from '@/components/ui/link';
import { EMAIL_MAX_LENGTH } from '@/lib/forms/field-lengths';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import { localePath } from '@/lib/i18n/locales';
import type { Texts } from '@/lib/i18n/texts';
import { loginSchema } from '@/lib/schemas/auth';
import { SignInFormFrame, SignInFormLinks, useSignInForm } from './auth-form';
import type { LOGIN_TEXT_KEYS } from './auth-text-keys';

export function LoginForm({
  redirectTo,
  texts,
  errorTexts,
}: {
  redirectTo: string;
  texts: Texts<(typeof LOGIN_TEXT_KEYS)[number]>;
  errorTexts: FormErrorTexts;
}) {
  const form = useSignInForm(loginAction, loginSchema, { redirectTo, messages: errorTexts });
  const { state, errors } = form;
  const locale = useLocale();
  return (
    <SignInFormFrame form={form} redirectTo={redirectTo}>
      {/* An address, or the mobile number of an account that signs in with a password (staff invited by SMS). */}
      <Field
        name="email"
        label={texts['auth.login.emailOrPhone']}
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        required
        maxLength={EMAIL_MAX_LENGTH}
        defaultValue={state.values?.email}
        key={`email-${state.status}-${state.values?.email ?? ''}`}
        error={errors.email}
      />
      <CurrentPasswordField label={texts['auth.password']} error={errors.password} />
      <SubmitButton label={texts['auth.login.submit']} busyLabel={texts['auth.login.submitting']} />
      <SignInFormLinks
        other={{ question: texts['auth.login.noAccount'], label: texts['auth.login.signUpLink'], path: '/signup' }}
        redirectTo={redirectTo}
        homeLabel={texts['auth.backHome']}
      >
        <Link className="text-cyan-800 underline" href={localePath(locale, '/forgot-password')}>
          {texts['auth.login.forgotPassword']}
        </Link>
      </SignInFormLinks>
    </SignInFormFrame>
  );
}
