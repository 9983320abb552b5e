'use server';

import { redirect } from 'next/navigation';
import { type FormState, formDataObject, typedValues } from '@/lib/forms/form-state';
import { localePath } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { formatPhone } from '@/lib/phone';
import { safeRedirectPath } from '@/lib/safe-redirect';
import {
  acceptInvitationSchema,
  BACKUP_CODE_PATTERN,
  forgotPasswordSchema,
  loginSchema,
  phoneSignInSchema,
  resetPasswordSchema,
  signupSchema,
  twoFactorSignInSchema,
} from '@/lib/schemas/auth';
import { acceptInvitation, acceptInvitationErrors } from '@/server/auth/accept-invitation';
import {
  sendPhoneCode,
  sendPhoneCodeErrors,
  signInWithPhoneCode,
  signInWithPhoneCodeErrors,
} from '@/server/auth/phone-sign-in';
import { requestPasswordReset, requestPasswordResetErrors } from '@/server/auth/request-password-reset';
import { resetPassword, resetPasswordErrors } from '@/server/auth/reset-password';
import { signIn, signInErrors } from '@/server/auth/sign-in';
import { signOut } from '@/server/auth/sign-out';
import { signUp, signUpErrors } from '@/server/auth/sign-up';
import {
  verifyBackupCode,
  verifyBackupCodeErrors,
  verifyTwoFactorCode,
  verifyTwoFactorCodeErrors,
} from '@/server/auth/two-factor';
import { isAppError } from '@/server/errors/app-error';
import { actionLocale } from '@/server/i18n/action-locale';
import { failure, invalid, passwordFailure } from '../action-results';
import { phoneMessages, publicErrors } from '../public-errors';

/** Sending a code, and signing in with it. */
const PHONE_SIGN_IN = publicErrors([sendPhoneCodeErrors, signInWithPhoneCodeErrors], phoneMessages);

export async function loginAction(_state: FormState, formData: FormData): Promise<FormState> {
  const locale = actionLocale(formData);
  const values = typedValues(formData, ['email']);
  const parsed = loginSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(locale, parsed.error, values);
  const redirectTo = safeRedirectPath(parsed.data.redirectTo);
  let twoFactorRequired: boolean;
  try {
    ({ twoFactorRequired } = await signIn({ ...parsed.data, redirectTo, locale }));
  } catch (error) {
    return failure(locale, error, publicErrors([signInErrors]), values);
  }
  redirect(
    twoFactorRequired
      ? localePath(locale, `/login/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`)
      : redirectTo,
  );
}

/**
 * Sign-in with a mobile number: `step` send → a code goes to the number and the
 * form asks for it; `step` check → the code signs in (or makes the account).
 * A spent code (expired, or five wrong tries) sends the form back to the number.
 */
export async function phoneSignInAction(_state: FormState, formData: FormData): Promise<FormState> {
  const locale = actionLocale(formData);
  // The code too: a new number's sign-up step sends the same code again with the name and the terms.
  const values = typedValues(formData, ['phone', 'name', 'step', 'newAccount', 'code']);
  const parsed = phoneSignInSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(locale, parsed.error, values);
  const input = parsed.data;
  if (input.step === 'send') {
    try {
      await sendPhoneCode({ phone: input.phone, locale });
    } catch (error) {
      return failure(locale, error, PHONE_SIGN_IN, values);
    }
    const sentValues = { ...values, phone: input.phone, step: 'check' };
    return {
      status: 'success',
      message: translate(locale, 'auth.phone.codeSent', { phone: formatPhone(input.phone) }),
      values: sentValues,
    };
  }
  try {
    await signInWithPhoneCode({ ...input, acceptedTerms: input.newAccount === '1' && input.terms === 'on' });
  } catch (error) {
    if (isAppError(error, 'NO_ACCOUNT_YET')) {
      // The code proved the number and is kept: the same form asks the name and the terms, then sends it again.
      return {
        status: 'success',
        message: translate(locale, 'auth.phone.noAccountYet'),
        values: { ...values, step: 'check', newAccount: '1', code: input.code },
      };
    }
    const spent = isAppError(error) && ['CODE_EXPIRED', 'TOO_MANY_TRIES'].includes(error.code);
    return failure(locale, error, PHONE_SIGN_IN, { ...values, step: spent ? 'send' : 'check' });
  }
  redirect(safeRedirectPath(input.redirectTo));
}

export async function twoFactorSignInAction(_state: FormState, formData: FormData): Promise<FormState> {
  const locale = actionLocale(formData);
  const parsed = twoFactorSignInSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(locale, parsed.error, {});
  try {
    const { code } = parsed.data;
    await (BACKUP_CODE_PATTERN.test(code) ? verifyBackupCode({ code }) : verifyTwoFactorCode({ code }));
  } catch (error) {
    return failure(locale, error, publicErrors([verifyTwoFactorCodeErrors, verifyBackupCodeErrors]));
  }
  redirect(safeRedirectPath(parsed.data.redirectTo));
}

export async function signupAction(_state: FormState, formData: FormData): Promise<FormState> {
  const locale = actionLocale(formData);
  const values = typedValues(formData, ['email']);
  const parsed = signupSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(locale, parsed.error, values);
  try {
    await signUp({ ...parsed.data, redirectTo: safeRedirectPath(parsed.data.redirectTo), locale });
  } catch (error) {
    return passwordFailure(locale, error, publicErrors([signUpErrors]), { field: 'password', values });
  }
  return { status: 'success', message: translate(locale, 'auth.signup.success') };
}

export async function forgotPasswordAction(_state: FormState, formData: FormData): Promise<FormState> {
  const locale = actionLocale(formData);
  const values = typedValues(formData, ['email']);
  const parsed = forgotPasswordSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(locale, parsed.error, values);
  try {
    await requestPasswordReset({ ...parsed.data, locale });
  } catch (error) {
    return failure(locale, error, publicErrors([requestPasswordResetErrors]), values);
  }
  return { status: 'success', message: translate(locale, 'auth.forgot.sent') };
}

export async function resetPasswordAction(_state: FormState, formData: FormData): Promise<FormState> {
  const locale = actionLocale(formData);
  const parsed = resetPasswordSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(locale, parsed.error, {});
  try {
    await resetPassword({ ...parsed.data, locale });
  } catch (error) {
    return passwordFailure(locale, error, publicErrors([resetPasswordErrors]), { field: 'password' });
  }
  redirect(localePath(locale, '/login?reset=1'));
}

/** A staff invitation's link (English, as the back office): on to the two-step sign-in the staff keep. */
export async function acceptInvitationAction(_state: FormState, formData: FormData): Promise<FormState> {
  const values = typedValues(formData, ['name']);
  const parsed = acceptInvitationSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid('en', parsed.error, values);
  try {
    await acceptInvitation(parsed.data);
  } catch (error) {
    // English, as the back office the invitation opens.
    const errors = publicErrors([acceptInvitationErrors], { NOT_FOUND: 'admin.invitation.invalid' });
    return passwordFailure('en', error, errors, { field: 'password', values });
  }
  // On to the two-step sign-in the staff keep (the back office asks for it with ADMIN_REQUIRE_2FA).
  redirect('/account/security?staff=1');
}

export async function signOutAction(): Promise<void> {
  await signOut();
}
