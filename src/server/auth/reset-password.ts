import 'server-only';
import { headers } from 'next/headers';
import { getAuth } from '.';
import { authErrors, toAppError } from './auth-errors';
import { PASSWORD_RESET_LIMIT } from './auth-limits';
import { limitAuthAttempt } from './rate-limit-auth';

export const resetPasswordErrors = authErrors;

/** Sets a new password with a reset token; the token works once and expires after an hour. */
export async function resetPassword({ token, password }: { token: string; password: string }): Promise<void> {
  await limitAuthAttempt('reset-password', PASSWORD_RESET_LIMIT);
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword: password }, headers: await headers() });
  } catch (error) {
    throw toAppError(error);
  }
}
