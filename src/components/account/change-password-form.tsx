'use client';

import { changePasswordAction } from '@/app/[locale]/(account)/account/security/actions';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { t } from '@/lib/i18n/messages';
import { changePasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/schemas/auth';

/** Current password, new password twice; works before JavaScript loads. Admins see their longer minimum. */
export function ChangePasswordForm({ isAdmin }: { isAdmin: boolean }) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(changePasswordAction, changePasswordSchema);
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <Field
        name="currentPassword"
        label={t('account.security.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.currentPassword}
      />
      <Field
        name="newPassword"
        label={t('account.security.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        minLength={isAdmin ? PASSWORD_MIN_LENGTH.admin : PASSWORD_MIN_LENGTH.visitor}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={isAdmin ? t('account.security.adminPasswordRule') : undefined}
        error={errors.newPassword}
      />
      <Field
        name="confirmPassword"
        label={t('account.security.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.confirmPassword}
      />
      <SubmitButton label={t('account.security.changePassword')} busyLabel={t('account.security.changingPassword')} />
    </form>
  );
}
