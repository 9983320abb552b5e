'use server';

import { redirect } from 'next/navigation';
import { failure, invalid, passwordFailure } from '@/app/[locale]/action-results';
import { phoneMessages, publicErrors } from '@/app/[locale]/public-errors';
import { type FormState, formDataObject, typedValues } from '@/lib/forms/form-state';
import { localePath } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { formatPhone } from '@/lib/phone';
import {
  changePasswordSchema,
  enableTwoFactorSchema,
  phoneSignInSchema,
  twoFactorCodeSchema,
} from '@/lib/schemas/auth';
import { changePassword, changePasswordErrors } from '@/server/auth/change-password';
import {
  sendPhoneCode,
  sendPhoneCodeErrors,
  verifyAccountPhone,
  verifyAccountPhoneErrors,
} from '@/server/auth/phone-sign-in';
import {
  startTwoFactorEnrolment,
  startTwoFactorEnrolmentErrors,
  verifyTwoFactorCode,
  verifyTwoFactorCodeErrors,
} from '@/server/auth/two-factor';
import { requireUser, requireUserErrors } from '@/server/auth/viewer';
import { isAppError } from '@/server/errors/app-error';
import { actionLocale } from '@/server/i18n/action-locale';

export type EnrolmentState = FormState & {
  enrolment?: { secret: string; totpURI: string; backupCodes: string[] };
};

export async function startEnrolmentAction(_state: EnrolmentState, formData: FormData): Promise<EnrolmentState> {
  const locale = actionLocale(formData);
  const parsed = enableTwoFactorSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(locale, parsed.error, {});
  try {
    await requireUser();
    return { status: 'idle', enrolment: await startTwoFactorEnrolment(parsed.data) };
  } catch (error) {
    return failure(
      locale,
      error,
      publicErrors([requireUserErrors, startTwoFactorEnrolmentErrors], {
        INVALID_CREDENTIALS: 'account.security.wrongPassword',
        RATE_LIMITED: 'account.security.tooManyPasswordAttempts',
      }),
    );
  }
}

export async function confirmEnrolmentAction(state: EnrolmentState, formData: FormData): Promise<EnrolmentState> {
  const locale = actionLocale(formData);
  const parsed = twoFactorCodeSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return { ...invalid(locale, parsed.error, {}), enrolment: state.enrolment };
  try {
    await requireUser();
    await verifyTwoFactorCode(parsed.data);
  } catch (error) {
    return {
      ...failure(locale, error, publicErrors([requireUserErrors, verifyTwoFactorCodeErrors])),
      enrolment: state.enrolment,
    };
  }
  redirect(localePath(locale, '/account/security?enabled=1'));
}

export async function changePasswordAction(_state: FormState, formData: FormData): Promise<FormState> {
  const locale = actionLocale(formData);
  const parsed = changePasswordSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(locale, parsed.error, {});
  try {
    await requireUser();
    await changePassword({ ...parsed.data, locale });
  } catch (error) {
    const errors = publicErrors([requireUserErrors, changePasswordErrors], {
      INVALID_CREDENTIALS: 'account.security.wrongCurrentPassword',
      RATE_LIMITED: 'account.security.tooManyPasswordAttempts',
    });
    return passwordFailure(locale, error, errors, { field: 'newPassword' });
  }
  return { status: 'success', message: translate(locale, 'account.security.passwordChanged') };
}

/** Adds (or changes) the account's mobile number: a code is sent to it, and the right code makes it the account's. */
export async function accountPhoneAction(_state: FormState, formData: FormData): Promise<FormState> {
  const locale = actionLocale(formData);
  const values = typedValues(formData, ['phone', 'step']);
  const parsed = phoneSignInSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(locale, parsed.error, values);
  const input = parsed.data;
  try {
    await requireUser();
    if (input.step === 'send') {
      await sendPhoneCode({ phone: input.phone, locale });
      const message = translate(locale, 'auth.phone.codeSent', { phone: formatPhone(input.phone) });
      return { status: 'success', message, values: { phone: input.phone, step: 'check' } };
    }
    await verifyAccountPhone({ ...input, currentPassword: input.currentPassword ?? '' });
  } catch (error) {
    const spent = isAppError(error) && (error.code === 'CODE_EXPIRED' || error.code === 'TOO_MANY_TRIES');
    return failure(locale, error, publicErrors([sendPhoneCodeErrors, verifyAccountPhoneErrors], phoneMessages), {
      ...values,
      step: spent ? 'send' : (values.step ?? 'send'),
    });
  }
  // The page shows the number as the account's now.
  redirect(localePath(locale, '/account/security?phone=1'));
}
