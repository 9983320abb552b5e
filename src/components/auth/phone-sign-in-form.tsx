'use client';

import { useEffect, useRef } from 'react';
import { PhoneNumberField } from '@/components/forms/contact-fields';
import { Field } from '@/components/forms/field';
import { CurrentPasswordField } from '@/components/forms/password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { useLocale } from '@/components/layout/use-site-path';
import { Link } from '@/components/ui/link';
import type { FormState } from '@/lib/forms/form-state';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import { localePath } from '@/lib/i18n/locales';
import type { Texts } from '@/lib/i18n/texts';
import { formatPhone } from '@/lib/phone';
import { phoneSignInSchema } from '@/lib/schemas/auth';
import { TermsField } from './auth-fields';
import { SignInFormFrame, useSignInForm } from './auth-form';
import type { PHONE_TEXT_KEYS } from './auth-text-keys';

/**
 * A mobile number, then the code sent to it: to sign in, to sign up (`sign-up`
 * asks a name for the new account) or to add the number to the account
 * (`account`). Signing in with a number no account has, the right code is kept
 * and the form asks the name and the terms next (one SMS in all; nobody learns
 * whether a number has an account before its code is entered). The step is in
 * the form's state, so it works the same without JavaScript. With it, Chrome
 * on Android reads the code from the SMS (WebOTP) and sends it.
 */
export function PhoneSignInForm({
  action,
  mode,
  redirectTo = '/',
  texts,
  errorTexts,
}: {
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  mode: 'sign-in' | 'sign-up' | 'account';
  redirectTo?: string;
  texts: Texts<(typeof PHONE_TEXT_KEYS)[number]>;
  errorTexts: FormErrorTexts;
}) {
  const inAccount = mode === 'account';
  const signUpPage = mode === 'sign-up';
  const form = useSignInForm(action, phoneSignInSchema, {
    redirectTo,
    messages: errorTexts,
    query: { new: signUpPage ? '1' : undefined },
  });
  const { state, errors } = form;
  const locale = useLocale();
  const checking = state.values?.step === 'check';
  // A right code for a number no account has: the same code makes the account, with a name and the terms.
  const continuing = mode === 'sign-in' && checking && state.values?.newAccount === '1';
  const newAccount = signUpPage || continuing;
  const phone = state.values?.phone ?? '';
  const codeField = useRef<HTMLInputElement>(null);
  useWebOtp(checking && !continuing, codeField);
  const again = inAccount
    ? localePath(locale, '/account/security')
    : `${localePath(locale, '/login/phone')}?${new URLSearchParams({
        ...(redirectTo !== '/' ? { redirectTo } : {}),
        ...(signUpPage ? { new: '1' } : {}),
      })}`;

  return (
    <SignInFormFrame form={form} redirectTo={redirectTo}>
      <input type="hidden" name="step" value={checking ? 'check' : 'send'} />
      {newAccount ? <input type="hidden" name="newAccount" value="1" /> : null}
      {continuing ? (
        <>
          <input type="hidden" name="phone" value={phone} />
          <input type="hidden" name="code" value={state.values?.code ?? ''} />
          <p className="text-slate-800">
            {texts['auth.phone.phone']}: <strong>{formatPhone(phone)}</strong>
          </p>
          {/* The step changed under the button just pressed: the name is what comes next. */}
          <NameField autoFocus label={texts['auth.phone.name']} state={state} error={errors.name} />
          <TermsField texts={texts} error={errors.terms} />
          <SubmitButton label={texts['auth.phone.createAccount']} busyLabel={texts['auth.phone.verifying']} />
          <Link className="text-sm text-cyan-800 underline" href={again}>
            {texts['auth.phone.otherNumber']}
          </Link>
        </>
      ) : checking ? (
        <>
          <input type="hidden" name="phone" value={phone} />
          <input type="hidden" name="name" value={state.values?.name ?? ''} />
          {newAccount ? <input type="hidden" name="terms" value="on" /> : null}
          <p className="text-slate-800">
            {texts['auth.phone.phone']}: <strong>{formatPhone(phone)}</strong>
          </p>
          <Field
            ref={codeField}
            // The step changed under the button just pressed: the code is what comes next.
            autoFocus
            name="code"
            label={texts['auth.phone.code']}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            required
            error={errors.code}
            key={`code-${state.status}-${state.message ?? ''}`}
          />
          {inAccount ? (
            <CurrentPasswordField
              name="currentPassword"
              label={texts['account.phone.password']}
              error={errors.currentPassword}
            />
          ) : null}
          <SubmitButton
            label={texts[inAccount ? 'account.phone.verify' : 'auth.phone.verify']}
            busyLabel={texts[inAccount ? 'account.phone.verifying' : 'auth.phone.verifying']}
          />
          <Link className="text-sm text-cyan-800 underline" href={again}>
            {texts['auth.phone.otherNumber']}
          </Link>
        </>
      ) : (
        <>
          <PhoneNumberField
            label={texts['auth.phone.phone']}
            hint={texts['auth.phone.phoneHint']}
            autoComplete="tel-national"
            required
            defaultValue={phone}
            key={`phone-${state.status}-${phone}`}
            error={errors.phone}
          />
          {newAccount ? <NameField label={texts['auth.phone.name']} state={state} error={errors.name} /> : null}
          {newAccount ? <TermsField texts={texts} error={errors.terms} /> : null}
          <SubmitButton label={texts['auth.phone.sendCode']} busyLabel={texts['auth.phone.sendingCode']} />
        </>
      )}
      {inAccount ? null : (
        <div className="flex flex-col gap-2 pt-2 text-sm">
          {signUpPage ? null : (
            <Link className="text-cyan-800 underline" href={`${localePath(locale, '/login/phone')}?new=1`}>
              {texts['auth.phone.signupLink']}
            </Link>
          )}
          <Link className="text-cyan-800 underline" href={localePath(locale, signUpPage ? '/signup' : '/login')}>
            {texts['auth.phone.emailLogin']}
          </Link>
          <Link className="text-cyan-800 underline" href={localePath(locale, '/')}>
            {texts['auth.backHome']}
          </Link>
        </div>
      )}
    </SignInFormFrame>
  );
}

/** The new account's name; keeps what was typed when the server refuses the form. */
function NameField({
  label,
  state,
  error,
  autoFocus,
}: {
  label: string;
  state: FormState;
  error?: string;
  autoFocus?: boolean;
}) {
  return (
    <Field
      autoFocus={autoFocus}
      name="name"
      label={label}
      autoComplete="name"
      maxLength={100}
      defaultValue={state.values?.name}
      key={`name-${state.status}-${state.values?.name ?? ''}`}
      error={error}
    />
  );
}

/** Chrome on Android: the code of an SMS ending in `@<this host> #<code>` fills the field and sends the form. */
function useWebOtp(active: boolean, field: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    if (!active || !('OTPCredential' in window)) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as { code?: string } | null)?.code;
        const input = field.current;
        if (!code || !input) return;
        input.value = code;
        input.form?.requestSubmit();
      })
      .catch(() => {
        // Refused, timed out or left: the farmer types the code.
      });
    return () => abort.abort();
  }, [active, field]);
}
