'use client';

import { twoFactorSignInAction } from '@/app/[locale]/(auth)/actions';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { LocaleField } from '@/components/forms/locale-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { usePermalink, useValidatedForm } from '@/components/forms/use-validated-form';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import type { Texts } from '@/lib/i18n/texts';
import { twoFactorSignInSchema } from '@/lib/schemas/auth';
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
  const { state, formAction, onSubmit, errors } = useValidatedForm(twoFactorSignInAction, twoFactorSignInSchema, {
    messages: errorTexts,
    permalink: usePermalink({ redirectTo: redirectTo !== '/' ? redirectTo : undefined }),
  });
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <LocaleField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field
        name="code"
        label={texts['auth.twoFactor.code']}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={11}
        required
        error={errors.code}
      />
      <SubmitButton label={texts['auth.twoFactor.submit']} busyLabel={texts['auth.twoFactor.submitting']} />
    </form>
  );
}
