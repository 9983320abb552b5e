'use client';

import { forgotPasswordAction } from '@/app/[locale]/(auth)/actions';
import { FormMessage } from '@/components/forms/form-message';
import { LocaleField } from '@/components/forms/locale-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { usePermalink, useValidatedForm } from '@/components/forms/use-validated-form';
import { useLocale } from '@/components/layout/use-site-path';
import { Link } from '@/components/ui/link';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import { localePath } from '@/lib/i18n/locales';
import type { Texts } from '@/lib/i18n/texts';
import { forgotPasswordSchema } from '@/lib/schemas/auth';
import { EmailField } from './auth-fields';
import type { FORGOT_TEXT_KEYS } from './auth-text-keys';

export function ForgotPasswordForm({
  texts,
  errorTexts,
}: {
  texts: Texts<(typeof FORGOT_TEXT_KEYS)[number]>;
  errorTexts: FormErrorTexts;
}) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(forgotPasswordAction, forgotPasswordSchema, {
    messages: errorTexts,
    permalink: usePermalink(),
  });
  const locale = useLocale();
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <LocaleField />
      <EmailField state={state} error={errors.email} label={texts['auth.email']} />
      <SubmitButton label={texts['auth.forgot.submit']} busyLabel={texts['auth.forgot.submitting']} />
      <Link className="pt-2 text-sm text-cyan-800 underline" href={localePath(locale, '/login')}>
        {texts['auth.forgot.backToLogin']}
      </Link>
    </form>
  );
}
