'use client';

import { useActionState } from 'react';
import {
  confirmEnrolmentAction,
  type EnrolmentState,
  startEnrolmentAction,
} from '@/app/[locale]/(account)/account/security/actions';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { t } from '@/lib/i18n/messages';

const initial: EnrolmentState = { status: 'idle' };

/** Step 1: password → setup key and backup codes. Step 2: the first code from the app turns it on. */
export function TwoFactorEnrolment() {
  const [started, startAction] = useActionState(startEnrolmentAction, initial);
  const [confirmed, confirmAction] = useActionState(confirmEnrolmentAction, initial);
  const enrolment = confirmed.enrolment ?? started.enrolment;

  if (!enrolment) {
    return (
      <form action={startAction} className="flex flex-col gap-3">
        <FormMessage state={started} />
        <Field
          name="password"
          label={t('account.security.confirmPassword')}
          type="password"
          autoComplete="current-password"
          required
          error={started.fieldErrors?.password}
        />
        <SubmitButton label={t('account.security.start')} busyLabel={t('account.security.starting')} />
      </form>
    );
  }

  return (
    <form action={confirmAction} className="flex flex-col gap-4">
      <p>{t('account.security.scanIntro')}</p>
      <div>
        <p className="text-sm font-medium">{t('account.security.secretLabel')}</p>
        <p className="break-all rounded bg-slate-100 px-3 py-2 font-mono text-lg" data-testid="totp-secret">
          {enrolment.secret}
        </p>
        <a className="text-sm text-cyan-800 underline" href={enrolment.totpURI}>
          {t('account.security.openInApp')}
        </a>
      </div>
      <div>
        <p className="text-sm">{t('account.security.backupIntro')}</p>
        <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
          {enrolment.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
      <FormMessage state={confirmed} />
      <input type="hidden" name="redirectTo" value="/account/security" />
      <Field
        name="code"
        label={t('auth.twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={confirmed.fieldErrors?.code}
      />
      <SubmitButton label={t('account.security.confirm')} busyLabel={t('account.security.confirming')} />
    </form>
  );
}
