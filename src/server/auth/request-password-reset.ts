import 'server-only';
import { type Locale, localUrl } from '@/lib/i18n/locales';
import { getConfig } from '../config';
import { getAuth } from '.';
import { authErrors, toAppError } from './auth-errors';
import { authHeaders } from './auth-headers';
import { PASSWORD_RESET_LIMIT } from './auth-limits';
import { limitAccountAttempt, limitAuthAttempt } from './rate-limit-auth';

export const requestPasswordResetErrors = authErrors;

/**
 * Sends a one-time reset link when the account exists; says nothing either way.
 * The link leads to the reset page in the language of the page that asked
 * (`locale`), and the e-mail speaks it (authMailLocale).
 */
export async function requestPasswordReset({ email, locale }: { email: string; locale: Locale }): Promise<void> {
  await limitAuthAttempt('password-reset', PASSWORD_RESET_LIMIT);
  await limitAccountAttempt('password-reset', email, PASSWORD_RESET_LIMIT);
  try {
    await getAuth().api.requestPasswordReset({
      body: { email, redirectTo: localUrl(getConfig().baseUrl, locale, '/reset-password') },
      headers: await authHeaders(locale),
    });
  } catch (error) {
    throw toAppError(error);
  }
}
