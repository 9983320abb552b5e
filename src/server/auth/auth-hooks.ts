import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import { trackAdminSessionActivity } from './admin-session-activity';
import { isAuthApiError } from './auth-errors';
import { isAdmin } from './is-admin';
import { type PasswordRole, passwordProblem, passwordProblemMessage } from './password-rules';

/** better-auth's codes for our refusals; auth-errors.ts turns them into AppErrors. */
export const PASSWORD_ERROR_CODES = {
  TOO_SHORT: 'PASSWORD_TOO_SHORT',
  TOO_SHORT_FOR_ADMIN: 'PASSWORD_TOO_SHORT_FOR_ADMIN',
  TOO_LONG: 'PASSWORD_TOO_LONG',
  TOO_COMMON: 'PASSWORD_TOO_COMMON',
} as const;

type HookDependencies = {
  db: Kysely<Database>;
  logger: Logger;
  /** "Your password was changed", to the account's address. */
  sendPasswordChangedMail: (to: string) => Promise<void>;
};

/**
 * better-auth runs these around every endpoint, for HTTP requests to /api/auth
 * and for our own `auth.api.*` calls alike, so a rule here cannot be skipped
 * by posting to /api/auth directly.
 */
export function createAuthHooks({ db, logger, sendPasswordChangedMail }: HookDependencies) {
  function refuseWeakPassword(password: unknown, role: PasswordRole) {
    if (typeof password !== 'string') return;
    const problem = passwordProblem(password, role);
    if (problem) {
      throw new APIError('BAD_REQUEST', {
        code: PASSWORD_ERROR_CODES[problem],
        message: passwordProblemMessage(problem),
      });
    }
  }

  async function roleOf(userId: string | undefined): Promise<PasswordRole> {
    return userId && (await isAdmin(db, userId)) ? 'admin' : 'visitor';
  }

  async function userIdOfSession(token: string | null): Promise<string | undefined> {
    if (!token) return undefined;
    const row = await db.selectFrom('session').select('userId').where('token', '=', token).executeTakeFirst();
    return row?.userId;
  }

  const before = createAuthMiddleware(async (ctx) => {
    const sessionToken =
      (await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret)) || null;
    // An admin idle for 12 hours is signed out before the endpoint reads the session.
    if (sessionToken) await trackAdminSessionActivity({ db, sessionToken });

    const body = (ctx.body ?? {}) as Record<string, unknown>;
    switch (ctx.path) {
      case '/sign-up/email':
        refuseWeakPassword(body.password, 'visitor');
        break;
      case '/reset-password': {
        const token = typeof body.token === 'string' ? body.token : ctx.query?.token;
        const verification =
          typeof token === 'string'
            ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
            : null;
        refuseWeakPassword(body.newPassword, await roleOf(verification?.value));
        break;
      }
      case '/change-password':
      case '/set-password':
        refuseWeakPassword(body.newPassword, await roleOf(await userIdOfSession(sessionToken)));
        break;
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const succeeded = !isAuthApiError(ctx.context.returned);
    if (!succeeded) return;
    if (ctx.path === '/sign-in/email') {
      // The plain password is only ever seen here: an admin whose password no
      // longer meets the admin rule must choose a new one before the admin area opens.
      const userId = ctx.context.newSession?.user.id;
      const password = (ctx.body as { password?: unknown } | undefined)?.password;
      if (userId && typeof password === 'string' && (await isAdmin(db, userId))) {
        const weak = passwordProblem(password, 'admin') !== null;
        await db
          .updateTable('admins')
          .set({ password_change_required_at: weak ? new Date().toISOString() : null })
          .where('user_id', '=', userId)
          .execute();
      }
    }
    if (ctx.path === '/change-password') {
      const user = ctx.context.session?.user;
      if (user) await passwordChanged({ db, logger, sendPasswordChangedMail }, user);
    }
  });

  return { before, after };
}

/** After a change or a reset: the admin rule is met again, and the owner hears of it. */
export async function passwordChanged(
  { db, logger, sendPasswordChangedMail }: HookDependencies,
  user: { id: string; email: string },
): Promise<void> {
  await db.updateTable('admins').set({ password_change_required_at: null }).where('user_id', '=', user.id).execute();
  try {
    await sendPasswordChangedMail(user.email);
  } catch (error) {
    // The password is changed either way; a lost notice must not undo that.
    logger.error({ err: error }, 'could not send the password-changed e-mail');
  }
}
