'use client';

import { deleteAccountAction } from '@/app/[locale]/(account)/account/privacy/actions';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { t } from '@/lib/i18n/messages';
import { PASSWORD_MAX_LENGTH } from '@/lib/schemas/auth';
import { deleteAccountSchema } from '@/lib/schemas/privacy';

/** Password and a typed confirmation; works before JavaScript loads. */
export function DeleteAccountForm() {
  const { state, formAction, onSubmit, errors } = useValidatedForm(deleteAccountAction, deleteAccountSchema);
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <Field
        name="password"
        label={t('account.privacy.password')}
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.password}
      />
      <Field
        name="confirmation"
        label={t('account.privacy.confirmLabel')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={20}
        error={errors.confirmation}
      />
      <SubmitButton label={t('account.privacy.delete')} busyLabel={t('account.privacy.deleting')} />
    </form>
  );
}
