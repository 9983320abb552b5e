'use client';

import { changePasswordAction } from '@/app/[locale]/(account)/account/security/actions';
import { FormMessage } from '@/components/forms/form-message';
import { LocaleField } from '@/components/forms/locale-field';
import { CurrentPasswordField, NewPasswordFields } from '@/components/forms/password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { usePermalink, useValidatedForm } from '@/components/forms/use-validated-form';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import type { Texts } from '@/lib/i18n/texts';
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from '@/lib/schemas/auth';
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
      <CurrentPasswordField
        name="currentPassword"
        label={texts['account.security.currentPassword']}
        error={errors.currentPassword}
      />
      <NewPasswordFields
        name="newPassword"
        label={texts['account.security.newPassword']}
        confirmLabel={texts['account.security.confirmNewPassword']}
        minLength={isAdmin ? PASSWORD_MIN_LENGTH.admin : PASSWORD_MIN_LENGTH.visitor}
        hint={isAdmin ? texts['account.security.adminPasswordRule'] : undefined}
        errors={errors}
      />
      <SubmitButton
        label={texts['account.security.changePassword']}
        busyLabel={texts['account.security.changingPassword']}
      />
    </form>
  );
}
