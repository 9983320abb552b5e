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
 * E-mail + password sign-in; the session cookie is set by nextCookies(). An
 * unverified account gets a fresh verification link that leads back to login.
 * The limit per account is applied by the before-hook (auth-hooks.ts), which
 * also sees direct POSTs to /api/auth/sign-in/email. `locale` is the language of
 * the login page: the verification link (and its e-mail) lead back to it.
 */
export async function signIn(options: {
  email: string;
  password: string;
  redirectTo: string;
  locale: Locale;
}): Promise<{ twoFactorRequired: boolean }> {
  await limitAuthAttempt('sign-in', SIGN_IN_LIMIT);
  try {
    const result = await getAuth().api.signInEmail({
      body: {
        email: options.email,
        password: options.password,
        rememberMe: true,
        callbackURL: verifiedCallback(options.redirectTo, options.locale),
      },
      headers: await authHeaders(options.locale),
    });
    // With two-step sign-in on, the session only starts once the code is checked.
    return { twoFactorRequired: 'twoFactorRedirect' in result && result.twoFactorRedirect === true };
  } catch (error) {
    throw toAppError(error);
  }
}
