'use client';

import { changePasswordAction } from '@/app/[locale]/(account)/account/security/actions';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { LocaleField } from '@/components/forms/locale-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { usePermalink, useValidatedForm } from '@/components/forms/use-validated-form';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import type { Texts } from '@/lib/i18n/texts';
import { changePasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/schemas/auth';
import type { CHANGE_PASSWORD_TEXT_KEYS } from './account-text-keys';

/** Current password, new password twice; works before JavaScript loads. Admins see their longer minimum. */
export function ChangePasswordForm({
  isAdmin,
  texts,
  errorTexts,
}: {
  isAdmin: boolean;
  texts: Texts<(typeof CHANGE_PASSWORD_TEXT_KEYS)[number]>;
  errorTexts: FormErrorTexts;
}) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(changePasswordAction, changePasswordSchema, {
    messages: errorTexts,
    permalink: usePermalink(),
  });
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <LocaleField />
      <Field
        name="currentPassword"
        label={texts['account.security.currentPassword']}
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.currentPassword}
      />
      <Field
        name="newPassword"
        label={texts['account.security.newPassword']}
        type="password"
        autoComplete="new-password"
        required
        minLength={isAdmin ? PASSWORD_MIN_LENGTH.admin : PASSWORD_MIN_LENGTH.visitor}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={isAdmin ? texts['account.security.adminPasswordRule'] : undefined}
        error={errors.newPassword}
      />
      <Field
        name="confirmPassword"
        label={texts['account.security.confirmNewPassword']}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.confirmPassword}
      />
      <SubmitButton
        label={texts['account.security.changePassword']}
        busyLabel={texts['account.security.changingPassword']}
      />
    </form>
  );
}
