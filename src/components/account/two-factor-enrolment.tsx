'use client';

import { useActionState } from 'react';
import {
  confirmEnrolmentAction,
  type EnrolmentState,
  startEnrolmentAction,
} from '@/app/[locale]/(account)/account/security/actions';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { LocaleField } from '@/components/forms/locale-field';
import { CurrentPasswordField } from '@/components/forms/password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { usePermalink } from '@/components/forms/use-validated-form';
import type { Texts } from '@/lib/i18n/texts';
import type { TWO_FACTOR_ENROLMENT_TEXT_KEYS } from './account-text-keys';

const initial: EnrolmentState = { status: 'idle' };

/** Step 1: password → setup key and backup codes. Step 2: the first code from the app turns it on. */
export function TwoFactorEnrolment({ texts }: { texts: Texts<(typeof TWO_FACTOR_ENROLMENT_TEXT_KEYS)[number]> }) {
  // Posted to this page's own address before the script runs (an empty form action is invalid HTML).
  const permalink = usePermalink();
  const [started, startAction] = useActionState(startEnrolmentAction, initial, permalink);
  const [confirmed, confirmAction] = useActionState(confirmEnrolmentAction, initial, permalink);
  const enrolment = confirmed.enrolment ?? started.enrolment;

  if (!enrolment) {
    return (
      <form action={startAction} className="flex flex-col gap-3">
        <FormMessage state={started} />
        <LocaleField />
        <CurrentPasswordField label={texts['account.security.confirmPassword']} error={started.fieldErrors?.password} />
        <SubmitButton label={texts['account.security.start']} busyLabel={texts['account.security.starting']} />
      </form>
    );
  }

  return (
    <form action={confirmAction} className="flex flex-col gap-4">
      <p>{texts['account.security.scanIntro']}</p>
      <div>
        <p className="text-sm font-medium">{texts['account.security.secretLabel']}</p>
        <p className="break-all rounded bg-slate-100 px-3 py-2 font-mono text-lg" data-testid="totp-secret">
          {enrolment.secret}
        </p>
        <a className="text-sm text-cyan-800 underline" href={enrolment.totpURI}>
          {texts['account.security.openInApp']}
        </a>
      </div>
      <div>
        <p className="text-sm">{texts['account.security.backupIntro']}</p>
        <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
          {enrolment.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
      <FormMessage state={confirmed} />
      <LocaleField />
      <input type="hidden" name="redirectTo" value="/account/security" />
      <Field
        name="code"
        label={texts['auth.twoFactor.code']}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={confirmed.fieldErrors?.code}
      />
      <SubmitButton label={texts['account.security.confirm']} busyLabel={texts['account.security.confirming']} />
    </form>
  );
}
