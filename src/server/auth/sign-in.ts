import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { getAuth } from '.';
import { authErrors, toAppError } from './auth-errors';
import { authHeaders } from './auth-headers';
import { SIGN_IN_LIMIT } from './auth-limits';
import { limitAuthAttempt } from './rate-limit-auth';
import { verifiedCallback } from './verified-callback';

export const signInErrors = authErrors;

/**
 * Password sign-in with an e-mail address, or with a mobile number
 * (+91XXXXXXXXXX) that a code or an invitation proved; the session cookie is
 * set by nextCookies(). An unverified e-mail account gets a fresh verification
 * link that leads back to login. The limit per account is applied by the
 * before-hook (auth-hooks.ts), which also sees direct POSTs to /api/auth.
 * `locale` is the language of the login page: the verification link (and its
 * e-mail) lead back to it.
 */
export async function signIn(options: {
  /** An e-mail address, or a number as +91XXXXXXXXXX. */
  email: string;
  password: string;
  redirectTo: string;
  locale: Locale;
}): Promise<{ twoFactorRequired: boolean }> {
  await limitAuthAttempt('sign-in', SIGN_IN_LIMIT);
  const { email: login, password } = options;
  try {
    const headers = await authHeaders(options.locale);
    const result = login.startsWith('+')
      ? await getAuth().api.signInPhoneNumber({ body: { phoneNumber: login, password, rememberMe: true }, headers })
      : await getAuth().api.signInEmail({
          body: {
            email: login,
            password,
            rememberMe: true,
            callbackURL: verifiedCallback(options.redirectTo, options.locale),
          },
          headers,
        });
    // With two-step sign-in on, the session only starts once the code is checked.
    return { twoFactorRequired: 'twoFactorRedirect' in result && result.twoFactorRedirect === true };
  } catch (error) {
    throw toAppError(error);
  }
}
