import 'server-only';
import { getDb } from '../db';
import { declareErrors } from '../errors/app-error';
import { acceptStaffInvitation, acceptStaffInvitationErrors } from '../staff/accept-staff-invitation';
import { getAuth } from '.';
import { authErrors, toAppError } from './auth-errors';
import { authHeaders } from './auth-headers';
import { SIGN_UP_LIMIT } from './auth-limits';
import { limitAuthAttempt } from './rate-limit-auth';

/** The invitation's own refusals (NOT_FOUND: used, withdrawn or expired; the password rule) and the sign-in's. */
export const acceptInvitationErrors = declareErrors(
  ...authErrors,
  ...acceptStaffInvitationErrors.filter((code) => !(authErrors as readonly string[]).includes(code)),
);

/**
 * The invitation page's form: the invitation gives its roles to the account of
 * the invited contact with the password chosen here (acceptStaffInvitation),
 * then the person is signed in with it (the session cookie is set by
 * nextCookies()), by the e-mail address or the mobile number invited.
 */
export async function acceptInvitation(options: { token: string; name: string; password: string }): Promise<void> {
  await limitAuthAttempt('invitation', SIGN_UP_LIMIT);
  const auth = getAuth();
  const context = await auth.$context;
  const { contact } = await acceptStaffInvitation({
    db: getDb(),
    hashPassword: (password) => context.password.hash(password),
    ...options,
  });
  const headers = await authHeaders('en');
  const { password } = options;
  try {
    if (contact.startsWith('+')) {
      await auth.api.signInPhoneNumber({ body: { phoneNumber: contact, password, rememberMe: true }, headers });
    } else {
      await auth.api.signInEmail({ body: { email: contact, password, rememberMe: true }, headers });
    }
  } catch (error) {
    throw toAppError(error);
  }
}
