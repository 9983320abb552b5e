import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { getAuth } from '.';
import { authErrors, toAppError } from './auth-errors';
import { authHeaders } from './auth-headers';
import { PASSWORD_CHANGE_LIMIT } from './auth-limits';
import { limitAuthAttempt } from './rate-limit-auth';

export const changePasswordErrors = authErrors;

/**
 * The signed-in user's new password. Every other session of theirs ends (this
 * one gets a fresh token), the new password meets the rule of their role (the
 * auth hooks), and they get a "Your password was changed" e-mail in `locale`,
 * the language of the page whose form changed it.
 */
export async function changePassword(options: {
  currentPassword: string;
  newPassword: string;
  locale: Locale;
}): Promise<void> {
  // The current password is checked here: limited like a sign-in, so a stolen session cannot guess it.
  await limitAuthAttempt('change-password', PASSWORD_CHANGE_LIMIT);
  try {
    await getAuth().api.changePassword({
      body: { currentPassword: options.currentPassword, newPassword: options.newPassword, revokeOtherSessions: true },
      headers: await authHeaders(options.locale),
    });
  } catch (error) {
    throw toAppError(error);
  }
}
