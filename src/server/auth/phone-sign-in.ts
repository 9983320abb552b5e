import 'server-only';
import { headers } from 'next/headers';
import type { Locale } from '@/lib/i18n/locales';
import { formatPhone } from '@/lib/phone';
import { getDb } from '../db';
import { declareErrors } from '../errors/app-error';
import { getAuth } from '.';
import { phoneAuthErrors, toPhoneAppError } from './auth-errors';
import { authHeaders } from './auth-headers';
import { PHONE_CODE_CHECK_LIMIT } from './auth-limits';
import { limitAuthAttempt } from './rate-limit-auth';
import { requireUser, requireUserErrors } from './viewer';

export const sendPhoneCodeErrors = phoneAuthErrors;
export const signInWithPhoneCodeErrors = phoneAuthErrors;
export const consumePhoneCodeErrors = phoneAuthErrors;
export const verifyAccountPhoneErrors = declareErrors(...phoneAuthErrors, ...requireUserErrors);

/**
 * Sends a 6-digit code to the number by SMS (through the outbox, at once). The
 * limits on codes (per number, address, range and the site's day) are counted
 * by the auth hooks before better-auth writes the code, for this form and for
 * direct POSTs to /api/auth alike. The SMS is in `locale`, the language of the
 * page whose form asked for it.
 */
export async function sendPhoneCode({ phone, locale }: { phone: string; locale: Locale }): Promise<void> {
  try {
    await getAuth().api.sendPhoneNumberOTP({ body: { phoneNumber: phone }, headers: await authHeaders(locale) });
  } catch (error) {
    throw toPhoneAppError(error);
  }
}

/**
 * Signs in with the code (the session cookie is set by nextCookies()). From the
 * sign-up form, a number no account has yet makes one, named as typed.
 */
export async function signInWithPhoneCode({
  phone,
  code,
  name,
  acceptedTerms,
}: {
  phone: string;
  code: string;
  name?: string;
  /** From the sign-up form: a number nobody has may become an account (create-auth.ts refuses it otherwise). */
  acceptedTerms: boolean;
}): Promise<void> {
  await limitAuthAttempt('phone-code', PHONE_CODE_CHECK_LIMIT);
  let user: { id: string; name: string };
  try {
    ({ user } = await getAuth().api.verifyPhoneNumber({
      body: { phoneNumber: phone, code, terms: acceptedTerms },
      headers: await headers(),
    }));
  } catch (error) {
    throw toPhoneAppError(error);
  }
  // A new account is named after its number until its owner gives a name.
  if (name && user.name === formatPhone(phone)) {
    await getDb()
      .updateTable('user')
      .set({ name, updatedAt: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
  }
}

/**
 * A signed-in account proves a number is its own with the code sent to it, and
 * that it is its holder with its password (auth-hooks.ts checks it, over HTTP
 * too); the number is then its sign-in too.
 */
export async function verifyAccountPhone({
  phone,
  code,
  currentPassword,
}: {
  phone: string;
  code: string;
  currentPassword: string;
}): Promise<void> {
  await requireUser();
  await limitAuthAttempt('phone-code', PHONE_CODE_CHECK_LIMIT);
  try {
    await getAuth().api.verifyPhoneNumber({
      body: { phoneNumber: phone, code, updatePhoneNumber: true, currentPassword },
      headers: await headers(),
    });
  } catch (error) {
    throw toPhoneAppError(error);
  }
}

/** Spends a code sent to the account's own number, to confirm it is its holder (deleting a number-only account). */
export async function consumePhoneCode(phone: string, code: string): Promise<void> {
  await limitAuthAttempt('phone-code', PHONE_CODE_CHECK_LIMIT);
  try {
    await getAuth().api.consumePhoneNumberOTP({ body: { phoneNumber: phone, code }, headers: await headers() });
  } catch (error) {
    throw toPhoneAppError(error);
  }
}
