'use client';

import { twoFactorSignInAction } from '@/app/[locale]/(auth)/actions';
import { Field } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import type { Texts } from '@/lib/i18n/texts';
import { twoFactorSignInSchema } from '@/lib/schemas/auth';
import { SignInFormFrame, useSignInForm } from './auth-form';
import type { TWO_FACTOR_TEXT_KEYS } from './auth-text-keys';

export function TwoFactorForm({
  redirectTo,
  texts,
  errorTexts,
}: {
  redirectTo: string;
  texts: Texts<(typeof TWO_FACTOR_TEXT_KEYS)[number]>;
  errorTexts: FormErrorTexts;
}) {
  const form = useSignInForm(twoFactorSignInAction, twoFactorSignInSchema, { redirectTo, messages: errorTexts });
  return (
    <SignInFormFrame form={form} redirectTo={redirectTo}>
      <Field
        name="code"
        label={texts['auth.twoFactor.code']}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={11}
        required
        error={form.errors.code}
      />
      <SubmitButton label={texts['auth.twoFactor.submit']} busyLabel={texts['auth.twoFactor.submitting']} />
    </SignInFormFrame>
  );
}
