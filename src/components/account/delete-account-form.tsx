'use client';

import { deleteAccountAction } from '@/app/[locale]/(account)/account/privacy/actions';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { LocaleField } from '@/components/forms/locale-field';
import { CurrentPasswordField } from '@/components/forms/password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { usePermalink, useValidatedForm } from '@/components/forms/use-validated-form';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import type { Texts } from '@/lib/i18n/texts';
import { deleteAccountSchema } from '@/lib/schemas/privacy';
import type { DELETE_ACCOUNT_TEXT_KEYS } from './account-text-keys';

/**
 * Password and a typed confirmation; works before JavaScript loads. An account
 * made with a mobile number has no password: the form sends a code to its
 * number first, then asks for it with the confirmation.
 */
export function DeleteAccountForm({
  sendCodeLabel,
  texts,
  errorTexts,
}: {
  /** "Send a code to <number> to confirm", for an account made with a mobile number; null for one with a password. */
  sendCodeLabel: string | null;
  texts: Texts<(typeof DELETE_ACCOUNT_TEXT_KEYS)[number]>;
  errorTexts: FormErrorTexts;
}) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(deleteAccountAction, deleteAccountSchema, {
    messages: errorTexts,
    permalink: usePermalink(),
  });
  const method = sendCodeLabel ? (state.values?.method === 'code' ? 'code' : 'send-code') : 'password';
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormMessage state={state} />
      <LocaleField />
      <input type="hidden" name="method" value={method} />
      {method === 'send-code' ? (
        <SubmitButton label={sendCodeLabel ?? ''} busyLabel={texts['auth.phone.sendingCode']} />
      ) : (
        <DeleteFields method={method} texts={texts} errors={errors} />
      )}
    </form>
  );
}

function DeleteFields({
  method,
  texts,
  errors,
}: {
  method: 'password' | 'code';
  texts: Texts<(typeof DELETE_ACCOUNT_TEXT_KEYS)[number]>;
  errors: Record<string, string>;
}) {
  return (
    <>
      {method === 'code' ? (
        <Field
          name="code"
          label={texts['auth.phone.code']}
          // The step changed under the button just pressed: the code is what comes next.
          autoFocus
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          error={errors.code}
        />
      ) : (
        <CurrentPasswordField label={texts['account.privacy.password']} error={errors.password} />
      )}
      <Field
        name="confirmation"
        label={texts['account.privacy.confirmLabel']}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={20}
        error={errors.confirmation}
      />
      <SubmitButton label={texts['account.privacy.delete']} busyLabel={texts['account.privacy.deleting']} />
    </>
  );
}
