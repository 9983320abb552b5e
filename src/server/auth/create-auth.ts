import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { phoneNumber, twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { placeholderEmail, realEmail } from '@/lib/account-email';
import { type Locale, localUrl } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { formatPhone } from '@/lib/phone';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/schemas/auth';
import type { Config } from '../config';
import type { DatabaseEngine } from '../db/engine';
import type { Database } from '../db/schema';
import { mayMailTypedAddress } from '../mail/recipient-limits';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import { emailMessage, enqueueMessages } from '../outbox/enqueue-messages';
import { CLIENT_ADDRESS_HEADER } from '../security/client-address';
import type { RateLimitRule } from '../security/rate-limit';
import type { TextingSite } from '../sms/text-limits';
import { createAuthHooks } from './auth-hooks';
import {
  PASSWORD_CHANGE_LIMIT,
  PASSWORD_RESET_LIMIT,
  PHONE_CODE_CHECK_LIMIT,
  SIGN_IN_LIMIT,
  SIGN_UP_LIMIT,
  TWO_FACTOR_PASSWORD_LIMIT,
  TWO_FACTOR_PASSWORD_PATHS,
} from './auth-limits';
import { authLocale } from './auth-locale';
import { type AuthMailKind, authMail, authMailLocale } from './auth-mail';
import { isStaff } from './is-staff';
import { checkPhoneCode, hashPhoneCodeRow, PHONE_CODE, phoneCodeIdentifier, signInCodeText } from './phone-codes';
import { SIGN_IN_PHONE_PATTERN } from './phone-pattern';

export type AuthDependencies = {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: Config;
  logger: Logger;
  /**
   * What the sign-in code limits need of the site, read when a code is asked for, in the
   * language the request named (default: from the configuration, no office addresses).
   */
  readTextingSite?: (locale: Locale) => Promise<TextingSite>;
};

/** A limit of ours in better-auth's terms. */
const perAddress = ({ max, windowSeconds }: RateLimitRule) => ({ window: windowSeconds, max });

/** A right code for a number no account has, without the terms (in English: the form shows its own text, public-errors.ts). */
const noAccountYet = () =>
  new APIError('BAD_REQUEST', { code: 'TERMS_REQUIRED', message: translate('en', 'auth.phone.noAccountYet') });

async function hasAccount(db: Kysely<Database>, phone: string): Promise<boolean> {
  return (await db.selectFrom('user').select('id').where('phoneNumber', '=', phone).executeTakeFirst()) !== undefined;
}

/** An admin, or an account with two-step sign-in on, found by its number. */
async function signsInWithTwoFactors(db: Kysely<Database>, phone: string): Promise<boolean> {
  const user = await db
    .selectFrom('user')
    .select(['id', 'twoFactorEnabled'])
    .where('phoneNumber', '=', phone)
    .executeTakeFirst();
  return Boolean(user) && (Boolean(user?.twoFactorEnabled) || (await isStaff(db, user?.id ?? '')));
}

export function createAuth({ db, engine, config, logger, readTextingSite }: AuthDependencies) {
  // The same in every language; better-auth's own texts (the authenticator app's label) are not translated.
  const siteName = translate('en', 'site.name');

  /**
   * The account e-mails, in the language of the page that asked for them (auth-mail.ts, auth-locale.ts).
   * A verification or reset link goes to an address someone typed (into the forms or
   * straight to /api/auth): it counts against that inbox's limit, and past it the link is
   * not sent while the answer to the request stays the same. Like every message, it goes
   * through the outbox (better-auth's own writes are not ours to join, so it is written
   * right after them) and the worker is woken to send it at once.
   */
  async function sendAuthMail(kind: AuthMailKind, to: string, url: string, locale: Locale) {
    // An account made with a mobile number has no address to write to.
    if (!realEmail(to)) return;
    const typed = kind === 'verify' ? 'verification' : kind === 'reset' ? 'reset' : null;
    if (typed && !(await mayMailTypedAddress({ db, kind: typed, to }))) {
      logger.warn({ kind }, 'account e-mail not sent: its address had too many e-mails');
      return;
    }
    await enqueueMessages(db, [emailMessage(authMail(kind, to, url, locale), { kind: `account-${kind}`, locale })]);
    wakeDeliveryWorker();
  }

  /**
   * A sign-in code goes through the outbox like every message (so staff see it
   * and a provider outage is retried within its five minutes) and is sent at once,
   * in the language the request named (sendPhoneCode names its page's).
   */
  async function sendSignInCode(to: string, code: string, locale: Locale) {
    const text = signInCodeText({ to, code, locale, baseUrl: config.baseUrl, siteName });
    await enqueueMessages(db, [text]);
    wakeDeliveryWorker();
  }

  const hookDependencies = {
    db,
    logger,
    readTextingSite:
      readTextingSite ??
      (async () => ({
        siteName,
        baseUrl: config.baseUrl,
        smsDailyLimit: config.smsDailyLimit,
        adminNotifyEmail: config.adminNotifyEmail,
        officeEmails: [],
      })),
    baseUrl: config.baseUrl,
    // After a reset or a change: in the language the request named (auth-hooks.ts).
    sendPasswordChangedMail: (to: string, locale: Locale) =>
      sendAuthMail('passwordChanged', to, localUrl(config.baseUrl, locale, '/forgot-password'), locale),
  };

  /**
   * A reset link to an address that signed up again (set once the instance exists). better-auth
   * answers such a sign-up as if it were new, so that nobody learns the address has an account.
   */
  let sendResetLink: (email: string, headers: Headers | undefined) => Promise<void> = async () => {};

  const auth = betterAuth({
    appName: siteName,
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // A number signs in with a code sent to it, or with the account's password where it has one
    // (staff invited by SMS: auth-hooks.ts refuses a number no code proved). No reset by number.
    disabledPaths: ['/phone-number/request-password-reset', '/phone-number/reset-password'],
    databaseHooks: {
      verification: { create: { before: hashPhoneCodeRow(db, config.authSecret) } },
      // An account made by a code (a number nobody has) needs the terms accepted, like one made with an e-mail.
      user: {
        create: {
          before: async (_user, ctx) => {
            if (ctx?.path === '/phone-number/verify' && (ctx.body as { terms?: unknown } | undefined)?.terms !== true) {
              throw noAccountYet();
            }
          },
        },
      },
    },
    // better-auth converts its own dates; it gets the instance without our SQLite timestamp plugin.
    database: { db: db.withoutPlugins(), type: engine },
    trustedOrigins: [config.baseUrl],
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // The full rule (12 for admins, no common passwords) is in the hooks below.
      minPasswordLength: PASSWORD_MIN_LENGTH.visitor,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Someone signs up with an address that has an account: its inbox gets a link to choose the
      // password, so whoever holds the address can always take the account from whoever signed up
      // with it first (the link proves the address: auth-hooks.ts). Within the inbox's limit.
      onExistingUserSignUp: ({ user }, request) => sendResetLink(user.email, request?.headers),
      sendResetPassword: ({ user, url }, request) =>
        sendAuthMail('reset', user.email, url, authMailLocale(url, config.baseUrl, authLocale(request?.headers))),
      // The admin rule and the "password changed" notice of a reset are the after hook's (auth-hooks.ts): it knows the request's language.
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: ({ user, url }, request) =>
        sendAuthMail('verify', user.email, url, authMailLocale(url, config.baseUrl, authLocale(request?.headers))),
    },
    // Admin sessions also end after 12 idle hours (admin-session-activity.ts).
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      // A table of its own: better-auth prunes its table by its own windows, whatever the key (migration 0011).
      modelName: 'auth_rate_limit',
      window: 60,
      max: 100,
      // Per address (requests to /api/auth only); the limits per account are in the hooks.
      customRules: {
        '/sign-in/email': perAddress(SIGN_IN_LIMIT),
        '/sign-in/phone-number': perAddress(SIGN_IN_LIMIT),
        '/sign-up/email': perAddress(SIGN_UP_LIMIT),
        '/request-password-reset': perAddress(PASSWORD_RESET_LIMIT),
        '/reset-password': perAddress(PASSWORD_RESET_LIMIT),
        '/change-password': perAddress(PASSWORD_CHANGE_LIMIT),
        // Sending a code has its own limits, counted in our hooks (text-limits.ts).
        '/phone-number/verify': perAddress(PHONE_CODE_CHECK_LIMIT),
        ...Object.fromEntries(TWO_FACTOR_PASSWORD_PATHS.map((path) => [path, perAddress(TWO_FACTOR_PASSWORD_LIMIT)])),
      },
    },
    advanced: {
      // The address the production server found (the socket, or nginx's X-Forwarded-For with
      // TRUST_PROXY), the same one our own limits use; never a header the client chose.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // Cookies are Secure exactly when the site is served over https.
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // better-auth turns its origin and callback-URL checks off by itself when TEST is
      // set (as Vitest sets it for every child process): a server must never guess that.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    hooks: createAuthHooks(hookDependencies),
    telemetry: { enabled: false },
    // nextCookies() must stay last: it writes the Set-Cookie of Server Actions.
    plugins: [
      twoFactor({ issuer: siteName }),
      phoneNumber({
        otpLength: PHONE_CODE.length,
        expiresIn: PHONE_CODE.expiresInSeconds,
        phoneNumberValidator: (phone) => SIGN_IN_PHONE_PATTERN.test(phone),
        sendOTP: ({ phoneNumber: to, code }, ctx) =>
          sendSignInCode(to, code, authLocale(ctx?.headers ?? ctx?.request?.headers)),
        verifyOTP: async ({ phoneNumber: phone, code }, ctx) => {
          // Sign-in codes only: to sign in (or add a number), and our own check before an erasure.
          // (consumePhoneNumberOTP has no address: better-call names it "virtual:").
          const asked = ctx?.path;
          if (!ctx || (asked !== undefined && asked !== 'virtual:' && asked !== '/phone-number/verify')) return false;
          const identifier = phoneCodeIdentifier(phone);
          const stored = await ctx.context.internalAdapter.findVerificationValue(identifier);
          const body = (ctx.body ?? {}) as { updatePhoneNumber?: unknown; terms?: unknown };
          const signingIn = ctx.path === '/phone-number/verify' && body.updatePhoneNumber !== true;
          // A number no account has becomes one only with the terms: a right code without them is
          // kept, and the form asks the name and the terms next with the same code (one SMS in all).
          const signingUp = signingIn && body.terms !== true && !(await hasAccount(db, phone));
          const secret = config.authSecret;
          const right = await checkPhoneCode({ db, secret, identifier, code, stored, keep: signingUp });
          if (right && signingUp) throw noAccountYet();
          // A code to the phone is one factor: accounts that sign in with two (admins, two-step) keep doing so.
          // Both said only after a right code, so the answer tells nobody whose number it is.
          if (right && signingIn && (await signsInWithTwoFactors(db, phone))) {
            throw new APIError('FORBIDDEN', {
              code: 'PHONE_SIGN_IN_NOT_ALLOWED',
              message: translate('en', 'auth.phone.useYourPassword'),
            });
          }
          return right;
        },
        // A number nobody has yet makes an account, once its code is right; its e-mail can be added later.
        signUpOnVerification: { getTempEmail: placeholderEmail, getTempName: formatPhone },
      }),
      nextCookies(),
    ],
  });
  sendResetLink = async (email, headers) => {
    const locale = authLocale(headers);
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: localUrl(config.baseUrl, locale, '/reset-password') },
      headers: headers ?? new Headers(),
    });
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
