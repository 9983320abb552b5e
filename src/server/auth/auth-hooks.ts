import { randomInt } from 'node:crypto';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { isPlaceholderEmail } from '@/lib/account-email';
import type { Locale } from '@/lib/i18n/locales';
import { type MessageKey, translate } from '@/lib/i18n/messages';
import type { Database } from '../db/schema';
import { clientAddress } from '../security/client-address';
import { mailboxKey } from '../security/mailbox';
import { clearRateLimit, consumeRateLimit, countRateLimit, type RateLimitRule } from '../security/rate-limit';
import { mayTextCode, type TextingSite } from '../sms/text-limits';
import { trackAdminSessionActivity } from './admin-session-activity';
import { isAuthApiError } from './auth-errors';
import {
  PASSWORD_CHANGE_LIMIT,
  SIGN_IN_ACCOUNT_SLOWDOWN,
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
  signInDelayMs,
  TWO_FACTOR_PASSWORD_LIMIT,
  TWO_FACTOR_PASSWORD_PATHS,
} from './auth-limits';
import { authLocale } from './auth-locale';
import { isStaff } from './is-staff';
import { findPasswordHash } from './password-hash';
import { type PasswordRole, passwordProblem, passwordProblemMessage } from './password-rules';
import { hasLiveCode, PHONE_CODE, phoneCodeIdentifier } from './phone-codes';
import { SIGN_IN_PHONE_PATTERN } from './phone-pattern';
import { isSafeAuthCallback } from './safe-auth-callback';

/** better-auth's codes for our refusals; auth-errors.ts turns them into AppErrors. */
export const PASSWORD_ERROR_CODES = {
  TOO_SHORT: 'PASSWORD_TOO_SHORT',
  TOO_SHORT_FOR_ADMIN: 'PASSWORD_TOO_SHORT_FOR_ADMIN',
  TOO_LONG: 'PASSWORD_TOO_LONG',
  TOO_COMMON: 'PASSWORD_TOO_COMMON',
} as const;

/** The fields through which better-auth sends a browser somewhere, with its own code for each refusal. */
const REDIRECT_FIELDS = {
  callbackURL: 'INVALID_CALLBACK_URL',
  redirectTo: 'INVALID_REDIRECT_URL',
  newUserCallbackURL: 'INVALID_NEW_USER_CALLBACK_URL',
  errorCallbackURL: 'INVALID_ERROR_CALLBACK_URL',
} as const;

const twoFactorPasswordPaths: ReadonlySet<string> = new Set(TWO_FACTOR_PASSWORD_PATHS);

type HookDependencies = {
  db: Kysely<Database>;
  logger: Logger;
  /** BASE_URL: absolute redirect targets must be on its origin. */
  baseUrl: string;
  /** "Your password was changed", to the account's address, in `locale`. */
  sendPasswordChangedMail: (to: string, locale: Locale) => Promise<void>;
  /** SMS_DAILY_LIMIT and the office's addresses, for the sign-in code limits. */
  readTextingSite: (locale: Locale) => Promise<TextingSite>;
};

/**
 * The message of a refusal of ours, in English: our forms never show it (they
 * show their own table's text for the code, in the page's language: see
 * public-errors.ts); only a client calling /api/auth itself reads it.
 */
const inEnglish = (key: MessageKey) => translate('en', key);

/** The user whose password a reset sets: found by the before hook (the token is spent by the time the after hook runs). */
type ResetContext = { passwordResetUserId?: unknown };

/** What a refused sign-in code says: the number's limit, or the site's day (text-limits.ts, mayTextCode). */
const CODE_REFUSALS: Record<'number' | 'site', { code: string; message: MessageKey; retryAfterSeconds: number }> = {
  number: { code: 'PHONE_CODE_NUMBER_LIMITED', message: 'auth.phone.tooManyCodes', retryAfterSeconds: 15 * 60 },
  site: { code: 'PHONE_CODE_CAP_REACHED', message: 'auth.phone.codesPaused', retryAfterSeconds: 60 * 60 },
};

/** The phone-number plugin's own answer to a code request: ours when we send nothing is the same. */
const CODE_SENT = { message: 'code sent' };

/**
 * better-auth runs these around every endpoint, for HTTP requests to /api/auth
 * and for our own `auth.api.*` calls alike, so a rule here cannot be skipped
 * by posting to /api/auth directly.
 */
export function createAuthHooks(dependencies: HookDependencies) {
  const { db, baseUrl } = dependencies;
  /**
   * Every redirect target better-auth may follow, in the body or the query,
   * must pass safeRedirectPath: its own check lets `/.//evil.com` through.
   */
  function refuseUnsafeRedirects(...sources: unknown[]) {
    for (const source of sources) {
      if (typeof source !== 'object' || source === null) continue;
      for (const [field, code] of Object.entries(REDIRECT_FIELDS)) {
        const value = (source as Record<string, unknown>)[field];
        if (value === undefined || value === null || value === '') continue;
        if (typeof value !== 'string' || !isSafeAuthCallback(value, baseUrl)) {
          throw new APIError('FORBIDDEN', {
            code,
            message: `Invalid ${field}: only addresses of this site are allowed.`,
          });
        }
      }
    }
  }

  function tooMany(rule: RateLimitRule, message: MessageKey, code = 'RATE_LIMITED'): APIError {
    return new APIError(
      'TOO_MANY_REQUESTS',
      { code, message: inEnglish(message) },
      { 'Retry-After': String(rule.windowSeconds) },
    );
  }

  /**
   * A limit per account, kept in the rateLimit table like every other: the same
   * key whether the attempt came over HTTP or from our Server Action.
   */
  async function limitAccount(key: string, rule: RateLimitRule, message: MessageKey) {
    const { allowed } = await consumeRateLimit(db, key, rule);
    if (!allowed) throw tooMany(rule, message);
  }

  /** The keys a sign-in's wrong passwords count under (auth-limits.ts): the account is its address or number as typed. */
  function signInFailureKeys(login: SignInLogin, headers: Headers | undefined) {
    const account = 'email' in login ? mailboxKey(login.email) : login.phoneNumber;
    const address = clientAddress(headers ?? new Headers());
    return {
      accountAndAddress: `sign-in-failures|account-address|${account}|${address}`,
      address: `sign-in-failures|address|${address}`,
      account: `sign-in-failures|account|${account}`,
    };
  }

  /**
   * Before the password is checked: refused when this address has failed too
   * often (for this account, or for any); slowed down when the account has, from
   * wherever. Nothing here counts: only a wrong password does (after the check).
   */
  async function checkSignIn(login: SignInLogin, headers: Headers | undefined) {
    const keys = signInFailureKeys(login, headers);
    const [accountAndAddress, address, account] = await Promise.all([
      countRateLimit(db, keys.accountAndAddress, SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS),
      countRateLimit(db, keys.address, SIGN_IN_FAILURES_PER_ADDRESS),
      countRateLimit(db, keys.account, SIGN_IN_ACCOUNT_SLOWDOWN.rule),
    ]);
    if (accountAndAddress >= SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS.max) {
      throw tooMany(SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, 'auth.tooManyAccountAttempts', 'SIGN_IN_ACCOUNT_LIMITED');
    }
    if (address >= SIGN_IN_FAILURES_PER_ADDRESS.max) {
      throw tooMany(SIGN_IN_FAILURES_PER_ADDRESS, 'auth.tooManyFailedSignIns', 'SIGN_IN_ADDRESS_LIMITED');
    }
    const delay = signInDelayMs(account);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** After the check: a wrong password counts under every key; a right one clears this address's count. */
  async function recordSignIn(login: SignInLogin, headers: Headers | undefined, wrongPassword: boolean) {
    const keys = signInFailureKeys(login, headers);
    if (!wrongPassword) {
      await clearRateLimit(db, keys.accountAndAddress);
      return;
    }
    await Promise.all([
      consumeRateLimit(db, keys.accountAndAddress, SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS),
      consumeRateLimit(db, keys.address, SIGN_IN_FAILURES_PER_ADDRESS),
      consumeRateLimit(db, keys.account, SIGN_IN_ACCOUNT_SLOWDOWN.rule),
    ]);
  }

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
    return userId && (await isStaff(db, userId)) ? 'admin' : 'visitor';
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

    refuseUnsafeRedirects(ctx.body, ctx.query);
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    // The placeholder address of a number-only account is nobody's: it cannot be typed anywhere.
    for (const field of ['email', 'newEmail']) {
      const typed = body[field];
      if (typeof typed === 'string' && isPlaceholderEmail(typed)) {
        throw new APIError('BAD_REQUEST', { code: 'INVALID_EMAIL', message: inEnglish('auth.emailInvalid') });
      }
    }
    // A number is added or changed only with a code sent to it (/phone-number/verify), never by /update-user.
    if (ctx.path === '/update-user' && 'phoneNumber' in body) {
      throw new APIError('BAD_REQUEST', {
        code: 'PHONE_NUMBER_CANNOT_BE_UPDATED',
        message: inEnglish('auth.notAccepted'),
      });
    }
    if (twoFactorPasswordPaths.has(ctx.path)) {
      // A stolen session must not become a way to guess the account's password.
      const userId = await userIdOfSession(sessionToken);
      if (userId) {
        await limitAccount(
          `two-factor-password|account|${userId}`,
          TWO_FACTOR_PASSWORD_LIMIT,
          'account.security.tooManyPasswordAttempts',
        );
      }
    }
    switch (ctx.path) {
      case '/sign-in/email':
      case '/sign-in/phone-number': {
        // Both ways in (the login form's Server Action and a POST to /api/auth) pass here once.
        const login = signInLogin(ctx.path, body);
        if (login) await checkSignIn(login, ctx.headers);
        if (login && 'phoneNumber' in login && !(await signsInWithNumberAndPassword(db, login.phoneNumber))) {
          // A number no code proved is nobody's way in; refused as a wrong password is, after as long.
          await ctx.context.password.hash(typeof body.password === 'string' ? body.password : '');
          throw new APIError('UNAUTHORIZED', {
            code: 'INVALID_PHONE_NUMBER_OR_PASSWORD',
            message: 'Invalid phone number or password',
          });
        }
        break;
      }
      case '/sign-up/email':
        refuseWeakPassword(body.password, 'visitor');
        break;
      case '/reset-password': {
        // The token as the endpoint reads it: the body's, else the query's.
        const token = body.token || ctx.query?.token;
        const verification =
          typeof token === 'string'
            ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
            : null;
        refuseWeakPassword(body.newPassword, await roleOf(verification?.value));
        // Handed to the after hook (better-auth merges it into this request's context; a client cannot set it).
        if (verification) return { context: { passwordResetUserId: verification.value } satisfies ResetContext };
        break;
      }
      case '/change-password': {
        // The current password is checked here: a stolen session must not be a way to guess it.
        const userId = await userIdOfSession(sessionToken);
        if (userId) {
          await limitAccount(`change-password|account|${userId}`, PASSWORD_CHANGE_LIMIT, 'auth.tooManyAttempts');
        }
        refuseWeakPassword(body.newPassword, await roleOf(userId));
        break;
      }
      case '/phone-number/send-otp': {
        // Decided before better-auth writes a code: a refused or unsent request must not replace a code already sent.
        const to = body.phoneNumber;
        if (typeof to !== 'string' || !SIGN_IN_PHONE_PATTERN.test(to)) break; // The plugin refuses it.
        // The holder may be typing the code still valid: nothing new is sent, nothing counted, and the answer is the same.
        if (await hasLiveCode(db, to)) return ctx.json(CODE_SENT);
        const decision = await mayTextCode({
          db,
          to,
          address: clientAddress(ctx.headers ?? new Headers()),
          site: await dependencies.readTextingSite(authLocale(ctx.headers)),
        });
        if (decision === 'send') break;
        if (decision === 'quiet') {
          // Past the limits a number nobody proved meets: answered as if sent, so the answer never tells whose
          // number has an account; a code nobody receives is stored, so asking again is answered as for one sent.
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: phoneCodeIdentifier(to),
            value: `${randomInt(10 ** PHONE_CODE.length)
              .toString()
              .padStart(PHONE_CODE.length, '0')}:0`,
            expiresAt: new Date(Date.now() + PHONE_CODE.expiresInSeconds * 1000),
          });
          return ctx.json(CODE_SENT);
        }
        const { code, message, retryAfterSeconds } = CODE_REFUSALS[decision];
        throw new APIError(
          'TOO_MANY_REQUESTS',
          { code, message: inEnglish(message) },
          { 'Retry-After': String(retryAfterSeconds) },
        );
      }
      case '/phone-number/verify':
        // Adding or changing the account's number makes it a way in: a stolen session alone must not do it.
        if (body.updatePhoneNumber === true) {
          const userId = await userIdOfSession(sessionToken);
          if (userId) {
            await limitAccount(`change-phone|account|${userId}`, PASSWORD_CHANGE_LIMIT, 'auth.tooManyAttempts');
            const hash = await findPasswordHash(db, userId);
            const password = typeof body.currentPassword === 'string' ? body.currentPassword : '';
            const right = hash && password ? await ctx.context.password.verify({ hash, password }) : false;
            if (!right) {
              throw new APIError('BAD_REQUEST', {
                code: 'PHONE_CHANGE_PASSWORD',
                message: inEnglish('account.security.wrongPassword'),
              });
            }
          }
        }
        break;
      case '/set-password':
        refuseWeakPassword(body.newPassword, await roleOf(await userIdOfSession(sessionToken)));
        break;
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const succeeded = !isAuthApiError(returned);
    const login = signInLogin(ctx.path, ctx.body);
    if (login) {
      const code = isAuthApiError(returned) ? returned.body?.code : undefined;
      // Only a wrong password counts; a refusal of ours (RATE_LIMITED) or an unverified e-mail does not.
      if (succeeded || code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PHONE_NUMBER_OR_PASSWORD') {
        await recordSignIn(login, ctx.headers, !succeeded);
      }
    }
    if (!succeeded) return;
    if (login) {
      // The plain password is only ever seen here: an admin whose password no
      // longer meets the admin rule must choose a new one before the admin area opens.
      const userId = ctx.context.newSession?.user.id;
      const password = (ctx.body as { password?: unknown } | undefined)?.password;
      if (userId && typeof password === 'string' && (await isStaff(db, userId))) {
        const weak = passwordProblem(password, 'admin') !== null;
        await db
          .updateTable('staff_members')
          .set({ password_change_required_at: weak ? new Date().toISOString() : null })
          .where('user_id', '=', userId)
          .execute();
      }
    }
    // The notice speaks the language the request named: our actions name their page's (auth-locale.ts).
    if (ctx.path === '/change-password') {
      const user = ctx.context.session?.user;
      if (user) await passwordChanged(dependencies, user, authLocale(ctx.headers));
    }
    if (ctx.path === '/reset-password') {
      const userId = (ctx as ResetContext).passwordResetUserId;
      const user = typeof userId === 'string' ? await ctx.context.internalAdapter.findUserById(userId) : null;
      if (user) {
        // The link reached the inbox: its holder chose this password, so the address is proved
        // (whoever signed up with it first, their password is gone and their sessions ended).
        if (!user.emailVerified) await ctx.context.internalAdapter.updateUser(user.id, { emailVerified: true });
        await passwordChanged(dependencies, user, authLocale(ctx.headers));
      }
    }
  });

  return { before, after };
}

/** Who a password sign-in names: an address (/sign-in/email) or a mobile number (/sign-in/phone-number). */
type SignInLogin = { email: string } | { phoneNumber: string };

function signInLogin(path: string, body: unknown): SignInLogin | null {
  const fields = (body ?? {}) as { email?: unknown; phoneNumber?: unknown };
  if (path === '/sign-in/email' && typeof fields.email === 'string') return { email: fields.email };
  if (path === '/sign-in/phone-number' && typeof fields.phoneNumber === 'string') {
    return { phoneNumber: fields.phoneNumber };
  }
  return null;
}

/**
 * A number signs in with a password only where a code (or an invitation's link)
 * proved it the account's, and the account has a password: every other number
 * is refused alike, so the answer tells nobody whether the number has an account.
 */
async function signsInWithNumberAndPassword(db: Kysely<Database>, phoneNumber: string): Promise<boolean> {
  const user = await db
    .selectFrom('user')
    .innerJoin('account', 'account.userId', 'user.id')
    .select(['user.phoneNumberVerified', 'account.password'])
    .where('user.phoneNumber', '=', phoneNumber)
    .where('account.providerId', '=', 'credential')
    .executeTakeFirst();
  return Boolean(user?.phoneNumberVerified) && Boolean(user?.password);
}

/** After a change or a reset: the admin rule is met again, and the owner hears of it (in `locale`). */
async function passwordChanged(
  { db, logger, sendPasswordChangedMail }: HookDependencies,
  user: { id: string; email: string },
  locale: Locale,
): Promise<void> {
  await db
    .updateTable('staff_members')
    .set({ password_change_required_at: null })
    .where('user_id', '=', user.id)
    .execute();
  try {
    await sendPasswordChangedMail(user.email, locale);
  } catch (error) {
    // The password is changed either way; a lost notice must not undo that.
    logger.error({ err: error }, 'could not send the password-changed e-mail');
  }
}
