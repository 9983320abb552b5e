'use client';

import Link from 'next/link';
import { loginAction } from '@/app/[locale]/(auth)/actions';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { LocaleField } from '@/components/forms/locale-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { usePermalink, useValidatedForm } from '@/components/forms/use-validated-form';
import { useLocale } from '@/components/layout/use-site-path';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import { localePath } from '@/lib/i18n/locales';
import type { Texts } from '@/lib/i18n/texts';
import { loginSchema } from '@/lib/schemas/auth';
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
  const { state, formAction, onSubmit, errors } = useValidatedForm(loginAction, loginSchema, {
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
      {/* An address, or the mobile number of an account that signs in with a password (staff invited by SMS). */}
      <Field
        name="email"
        label={texts['auth.login.emailOrPhone']}
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        required
        maxLength={254}
        defaultValue={state.values?.email}
        key={`email-${state.status}-${state.values?.email ?? ''}`}
        error={errors.email}
      />
      <Field
        name="password"
        label={texts['auth.password']}
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        error={errors.password}
      />
      <SubmitButton label={texts['auth.login.submit']} busyLabel={texts['auth.login.submitting']} />
      <div className="flex flex-col gap-2 pt-2 text-sm">
        <Link className="text-cyan-800 underline" href={localePath(locale, '/forgot-password')}>
          {texts['auth.login.forgotPassword']}
        </Link>
        <p>
          {texts['auth.login.noAccount']}{' '}
          <Link className="text-cyan-800 underline" href={`${localePath(locale, '/signup')}${withRedirect}`}>
            {texts['auth.login.signUpLink']}
          </Link>
        </p>
        <Link className="text-cyan-800 underline" href={localePath(locale, '/')}>
          {texts['auth.backHome']}
        </Link>
      </div>
    </form>
  );
}
