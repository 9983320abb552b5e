'use server';

import { redirect } from 'next/navigation';
import { failure, invalid } from '@/app/[locale]/action-results';
import { phoneMessages, publicErrors } from '@/app/[locale]/public-errors';
import { realEmail } from '@/lib/account-email';
import { type FormState, formDataObject } from '@/lib/forms/form-state';
import { localePath } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { formatPhone } from '@/lib/phone';
import { deleteAccountSchema } from '@/lib/schemas/privacy';
import {
  consumePhoneCode,
  consumePhoneCodeErrors,
  sendPhoneCode,
  sendPhoneCodeErrors,
} from '@/server/auth/phone-sign-in';
import { signOut } from '@/server/auth/sign-out';
import { verifyStoredPassword } from '@/server/auth/verify-stored-password';
import { requireUser, requireUserErrors } from '@/server/auth/viewer';
import { getDatabase } from '@/server/db';
import { AppError, isAppError } from '@/server/errors/app-error';
import { actionLocale } from '@/server/i18n/action-locale';
import { getLogger } from '@/server/logger';
import { deleteAccount, deleteAccountErrors } from '@/server/privacy/delete-account';
import { getStorage } from '@/server/storage';

/** By password or, for an account without one, by a code to its number. */
const DELETE_ERRORS = publicErrors(
  [requireUserErrors, deleteAccountErrors, sendPhoneCodeErrors, consumePhoneCodeErrors],
  {
    ...phoneMessages,
    RATE_LIMITED: 'account.privacy.tooManyAttempts',
    INVALID_CREDENTIALS: 'account.privacy.wrongPassword',
    NOT_FOUND: 'account.privacy.alreadyDeleted',
  },
);

export async function deleteAccountAction(_state: FormState, formData: FormData): Promise<FormState> {
  const locale = actionLocale(formData);
  const parsed = deleteAccountSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(locale, parsed.error, { method: String(formData.get('method') ?? '') });
  const input = parsed.data;
  try {
    const viewer = await requireUser();
    if (input.method === 'send-code') {
      // Only ever the account's own verified number, never one from the request.
      if (!viewer.phoneNumber) throw new AppError('INVALID_CREDENTIALS');
      await sendPhoneCode({ phone: viewer.phoneNumber, locale });
      const message = translate(locale, 'auth.phone.codeSent', { phone: formatPhone(viewer.phoneNumber) });
      return { status: 'success', message, values: { method: 'code' } };
    }
    // A code proves the holder only of an account that has no password.
    if (input.method !== 'password' && realEmail(viewer.email)) throw new AppError('INVALID_CREDENTIALS');
    const { db, engine } = getDatabase();
    await deleteAccount({
      db,
      engine,
      storage: getStorage(),
      logger: getLogger(),
      actor: viewer,
      proof:
        input.method === 'code'
          ? { code: input.code, consumePhoneCode }
          : { password: input.password, verifyPassword: verifyStoredPassword },
    });
  } catch (error) {
    // A spent code (expired, or five wrong tries) sends the form back to asking for a new one.
    const spent = isAppError(error) && (error.code === 'CODE_EXPIRED' || error.code === 'TOO_MANY_TRIES');
    return failure(locale, error, DELETE_ERRORS, { method: spent ? 'send-code' : input.method });
  }
  // The sessions are gone with the account; this clears the cookie too.
  await signOut();
  redirect(localePath(locale, '/account/deleted'));
}
