import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { getAuth } from '.';
import { authErrors, toAppError } from './auth-errors';
import { authHeaders } from './auth-headers';
import { PASSWORD_RESET_LIMIT } from './auth-limits';
import { limitAuthAttempt } from './rate-limit-auth';

export const resetPasswordErrors = authErrors;

/**
 * Sets a new password with a reset token; the token works once and expires after an hour.
 * The "password changed" e-mail is in `locale`, the reset page's language (auth-hooks.ts).
 */
export async function resetPassword({
  token,
  password,
  locale,
}: {
  token: string;
  password: string;
  locale: Locale;
}): Promise<void> {
  await limitAuthAttempt('reset-password', PASSWORD_RESET_LIMIT);
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword: password }, headers: await authHeaders(locale) });
  } catch (error) {
    throw toAppError(error);
  }
}
