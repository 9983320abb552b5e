import 'server-only';
import { headers } from 'next/headers';
import { getAuth } from '.';
import { authErrors, toAppError } from './auth-errors';
import { TWO_FACTOR_PASSWORD_LIMIT } from './auth-limits';
import { limitAuthAttempt } from './rate-limit-auth';

export const startTwoFactorEnrolmentErrors = authErrors;

/**
 * TOTP two-step sign-in (better-auth's twoFactor plugin). Enrolment is two
 * steps: the password yields a secret and backup codes; the first correct code
 * from the app turns it on. At sign-in, a code completes a pending login.
 * The password check is limited per address here and per account in the
 * before-hook (auth-hooks.ts), which also sees POSTs to /api/auth/two-factor/enable.
 */
export async function startTwoFactorEnrolment({ password }: { password: string }) {
  await limitAuthAttempt('two-factor-password', TWO_FACTOR_PASSWORD_LIMIT);
  try {
    const result = await getAuth().api.enableTwoFactor({
      body: { password, method: 'totp' },
      headers: await headers(),
    });
    if (result.method !== 'totp') throw new Error('Expected a TOTP enrolment.');
    const { totpURI, backupCodes } = result;
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    return { totpURI, secret, backupCodes };
  } catch (error) {
    throw toAppError(error);
  }
}

export const verifyTwoFactorCodeErrors = authErrors;

/** Confirms enrolment (signed in) or completes a pending sign-in (2FA cookie); both check the code. */
export async function verifyTwoFactorCode({ code }: { code: string }): Promise<void> {
  try {
    await getAuth().api.verifyTOTP({ body: { code }, headers: await headers() });
  } catch (error) {
    throw toAppError(error);
  }
}

export const verifyBackupCodeErrors = authErrors;

/** Completes a pending sign-in with one of the backup codes shown at enrolment; each works once. */
export async function verifyBackupCode({ code }: { code: string }): Promise<void> {
  try {
    await getAuth().api.verifyBackupCode({ body: { code }, headers: await headers() });
  } catch (error) {
    throw toAppError(error);
  }
}
