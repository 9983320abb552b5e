import 'server-only';
import { headers } from 'next/headers';
import { localUrl } from '@/lib/i18n/locales';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { getConfig } from '../config';
import { getAuth } from '.';
import { authErrors, toAppError } from './auth-errors';
import { PASSWORD_RESET_LIMIT } from './auth-limits';
import { limitAccountAttempt, limitAuthAttempt } from './rate-limit-auth';

export const requestPasswordResetErrors = authErrors;

/**
 * Sends a one-time reset link when the account exists; says nothing either way.
 * The link leads to the reset page in the language of the page that asked, and
 * the e-mail speaks it (authMailLocale).
 */
export async function requestPasswordReset({ email }: { email: string }): Promise<void> {
  await limitAuthAttempt('password-reset', PASSWORD_RESET_LIMIT);
  await limitAccountAttempt('password-reset', email, PASSWORD_RESET_LIMIT);
  try {
    await getAuth().api.requestPasswordReset({
      body: { email, redirectTo: localUrl(getConfig().baseUrl, getRequestLocale(), '/reset-password') },
      headers: await headers(),
    });
  } catch (error) {
    throw toAppError(error);
  }
}
