import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '../db';
import { AppError } from '../errors/app-error';
import { getAuth } from '.';
import { authErrors, toAppError } from './auth-errors';
import { authHeaders } from './auth-headers';
import { SIGN_UP_LIMIT } from './auth-limits';
import { limitAuthAttempt } from './rate-limit-auth';
import { verifiedCallback } from './verified-callback';

export const signUpErrors = authErrors;

/**
 * Creates an unverified account and sends the verification e-mail. The link
 * brings the visitor back to /login (with their redirectTo) once verified, in
 * the language of the sign-up page (`locale`), which the e-mail speaks too.
 */
export async function signUp(options: {
  email: string;
  password: string;
  redirectTo: string;
  locale: Locale;
}): Promise<void> {
  await limitAuthAttempt('sign-up', SIGN_UP_LIMIT);
  // The spec wants a clear message for a taken address (see docs/decisions/003).
  const existing = await getDb().selectFrom('user').select('id').where('email', '=', options.email).executeTakeFirst();
  if (existing) throw new AppError('EMAIL_TAKEN');
  try {
    await getAuth().api.signUpEmail({
      body: {
        email: options.email,
        password: options.password,
        name: options.email.split('@')[0] ?? '',
        callbackURL: verifiedCallback(options.redirectTo, options.locale),
      },
      headers: await authHeaders(options.locale),
    });
  } catch (error) {
    throw toAppError(error);
  }
}
