import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAppError } from '@/server/auth/auth-errors';
import { SIGN_IN_ACCOUNT_LIMIT, TWO_FACTOR_PASSWORD_LIMIT } from '@/server/auth/auth-limits';
import { type Auth, createAuth } from '@/server/auth/create-auth';
import { createUser } from '@/server/auth/create-user';
import { parseConfig } from '@/server/config';
import { isAppError } from '@/server/errors/app-error';
import { createMailer } from '@/server/mail/send-mail';
import { CLIENT_ADDRESS_HEADER } from '@/server/security/client-address';
import { testEngines } from '../setup/engines';
import { lastMailTo, linkIn, readOutbox } from '../setup/outbox';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const BASE_URL = 'http://localhost:3997';
const PASSWORD = 'limits-passphrase';

/**
 * Issue 16, "Limits": the per-account limits hold whichever way an attempt
 * comes (our Server Actions call auth.api.*, scripts POST to /api/auth), and
 * better-auth never redirects a browser to a target that safeRedirectPath refuses.
 */
describe.each(testEngines())('[AUTH][LIMITS] on %s', (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  let dataDir: string;
  let visitorNumber = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-auth-limits-'));
    const config = parseConfig({ DATA_DIR: dataDir, BASE_URL, LOG_LEVEL: 'silent' });
    const logger = pino({ level: 'silent' });
    auth = createAuth({ db: database.db, engine, config, sendMail: createMailer(config, logger), logger });
  });

  afterAll(async () => {
    await database.drop();
  });

  /** A new address per request, as scripts/serve.ts writes it: the per-address limits stay out of the way. */
  function nextAddress(): string {
    visitorNumber += 1;
    return `198.51.${Math.floor(visitorNumber / 250)}.${(visitorNumber % 250) + 1}`;
  }

  /** A request to better-auth's HTTP handler, as a script would send it. */
  function request(
    method: 'GET' | 'POST',
    endpoint: string,
    options: { body?: unknown; cookie?: string; address?: string } = {},
  ) {
    return auth.handler(
      new Request(endpoint.startsWith('http') ? endpoint : `${BASE_URL}/api/auth${endpoint}`, {
        method,
        headers: {
          origin: BASE_URL,
          [CLIENT_ADDRESS_HEADER]: options.address ?? nextAddress(),
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        body: options.body ? JSON.stringify(options.body) : undefined,
      }),
    );
  }

  /** What the login form's Server Action does (sign-in.ts), with the request's headers. */
  async function signInAsTheFormDoes(email: string, password: string): Promise<string> {
    try {
      await auth.api.signInEmail({
        body: { email, password, rememberMe: true, callbackURL: '/login?verified=1' },
        headers: new Headers({ origin: BASE_URL, [CLIENT_ADDRESS_HEADER]: nextAddress() }),
      });
      return 'signed in';
    } catch (error) {
      const appError = toAppError(error);
      return isAppError(appError) ? appError.code : String(error);
    }
  }

  async function sessionCookie(email: string): Promise<string> {
    const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    return (headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  const rateLimitCount = async (key: string) =>
    (await database.db.selectFrom('rateLimit').select('count').where('key', '=', key).executeTakeFirst())?.count;

  it('counts sign-in attempts per account across the login form and POST /api/auth/sign-in/email, whatever address they claim', async () => {
    const email = 'limited@example.in';
    await createUser({ auth, db: database.db, email, password: PASSWORD });
    await createUser({ auth, db: database.db, email: 'neighbour@example.in', password: PASSWORD });
    const results: (number | string)[] = [];
    // Half through the form's path, half over HTTP (one in another letter case), each from a new address.
    for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_LIMIT.max / 2; attempt++) {
      results.push(await signInAsTheFormDoes(email, 'not-the-password'));
      const response = await request('POST', '/sign-in/email', {
        body: { email: attempt === 0 ? 'Limited@Example.in' : email, password: 'not-the-password' },
      });
      results.push(response.status);
    }
    expect(results).toEqual(Array.from({ length: 5 }, () => ['INVALID_CREDENTIALS', 401]).flat());
    // One key for both paths, each attempt counted once.
    expect(Number(await rateLimitCount(`sign-in|account|${email}`))).toBe(SIGN_IN_ACCOUNT_LIMIT.max);

    // The 11th, over HTTP and with the right password: 429 and a message saying why.
    const refused = await request('POST', '/sign-in/email', { body: { email, password: PASSWORD } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(SIGN_IN_ACCOUNT_LIMIT.windowSeconds));
    expect(await refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts for this account. Please wait 15 minutes and try again.',
    });
    expect(refused.headers.get('set-cookie') ?? '').not.toContain('session_token');
    // The form's path is refused too, as RATE_LIMITED (the form shows its "too many attempts" text).
    expect(await signInAsTheFormDoes(email, PASSWORD)).toBe('RATE_LIMITED');
    // Another account is not affected.
    expect(await signInAsTheFormDoes('neighbour@example.in', PASSWORD)).toBe('signed in');
  });

  it('limits the password check of two-step enrolment per account, over HTTP and through auth.api, with a clear message', async () => {
    const email = 'enrol-limited@example.in';
    await createUser({ auth, db: database.db, email, password: PASSWORD });
    const cookie = await sessionCookie(email);
    const statuses: (number | string)[] = [];
    const enableAsTheActionDoes = async (password: string) => {
      try {
        await auth.api.enableTwoFactor({
          body: { password, method: 'totp' },
          headers: new Headers({ cookie, origin: BASE_URL, [CLIENT_ADDRESS_HEADER]: nextAddress() }),
        });
        return 'enrolment started';
      } catch (error) {
        const appError = toAppError(error);
        return isAppError(appError) ? appError.code : String(error);
      }
    };
    statuses.push(await enableAsTheActionDoes('wrong-guess-1'));
    statuses.push(
      (await request('POST', '/two-factor/enable', { body: { password: 'wrong-guess-2' }, cookie })).status,
    );
    statuses.push(await enableAsTheActionDoes('wrong-guess-3'));
    statuses.push(
      (await request('POST', '/two-factor/get-totp-uri', { body: { password: 'wrong-4' }, cookie })).status,
    );
    statuses.push(
      (await request('POST', '/two-factor/disable', { body: { password: 'wrong-guess-5' }, cookie })).status,
    );
    expect(statuses).toEqual(['INVALID_CREDENTIALS', 400, 'INVALID_CREDENTIALS', 400, 400]);
    expect(
      Number(
        await rateLimitCount(
          `two-factor-password|account|${(await auth.api.getSession({ headers: new Headers({ cookie }) }))?.user.id}`,
        ),
      ),
    ).toBe(TWO_FACTOR_PASSWORD_LIMIT.max);

    // The sixth, with the right password, from yet another address: refused.
    const refused = await request('POST', '/two-factor/enable', { body: { password: PASSWORD }, cookie });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many password attempts. Please wait a minute and try again.',
    });
    expect(await enableAsTheActionDoes(PASSWORD)).toBe('RATE_LIMITED');
    const user = await database.db
      .selectFrom('user')
      .select('twoFactorEnabled')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Boolean(user.twoFactorEnabled)).toBe(false);
    expect(await database.db.selectFrom('twoFactor').select('id').execute()).toEqual([]);

    // Another account still enrols.
    await createUser({ auth, db: database.db, email: 'enrol-free@example.in', password: PASSWORD });
    const free = await request('POST', '/two-factor/enable', {
      body: { password: PASSWORD },
      cookie: await sessionCookie('enrol-free@example.in'),
    });
    expect(free.status).toBe(200);
    expect(await free.json()).toMatchObject({ totpURI: expect.stringContaining('otpauth://totp/') });
  });

  it('limits the enrolment password check per address over HTTP: five a minute, across accounts', async () => {
    const address = '203.0.113.200';
    const cookies = [];
    for (const email of ['enrol-a@example.in', 'enrol-b@example.in']) {
      await createUser({ auth, db: database.db, email, password: PASSWORD });
      cookies.push(await sessionCookie(email));
    }
    const statuses = [];
    for (let attempt = 0; attempt < TWO_FACTOR_PASSWORD_LIMIT.max + 1; attempt++) {
      const response = await request('POST', '/two-factor/enable', {
        body: { password: `wrong-${attempt}` },
        cookie: cookies[attempt % 2],
        address,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  describe('redirect targets', () => {
    const offSite = ['/.//evil.com', '/a/..//evil.com', '/%2e//evil.com', '/./\\evil.com', 'https://evil.example/'];

    /** The verification link e-mailed at sign-up: a real token. */
    async function verificationLink(email: string): Promise<string> {
      const response = await request('POST', '/sign-up/email', {
        body: { email, password: PASSWORD, name: 'v', callbackURL: '/login?verified=1' },
      });
      expect(response.status).toBe(200);
      return linkIn(lastMailTo(readOutbox(dataDir), email, 'Verify your email') ?? '', '/api/auth/verify-email');
    }

    const isVerified = async (email: string) =>
      Boolean(
        (
          await database.db
            .selectFrom('user')
            .select('emailVerified')
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).emailVerified,
      );

    it('refuses a verify-email link whose callbackURL would leave the site, with a real token, and keeps the token usable', async () => {
      const email = 'verify-redirect@example.in';
      const link = new URL(await verificationLink(email));
      expect(link.searchParams.get('callbackURL')).toBe('/login?verified=1');
      for (const target of offSite) {
        const tampered = new URL(link);
        tampered.searchParams.set('callbackURL', target);
        const response = await request('GET', tampered.toString());
        expect(response.status, target).toBe(403);
        expect(response.headers.get('location'), target).toBeNull();
        expect(await response.json()).toMatchObject({ code: 'INVALID_CALLBACK_URL' });
      }
      expect(await isVerified(email)).toBe(false);

      const genuine = await request('GET', link.toString());
      expect(genuine.status).toBe(302);
      expect(genuine.headers.get('location')).toBe('/login?verified=1');
      expect(await isVerified(email)).toBe(true);
    });

    it('refuses sign-up and sign-in whose callbackURL would leave the site', async () => {
      for (const target of offSite) {
        const signUp = await request('POST', '/sign-up/email', {
          body: { email: 'callback-signup@example.in', password: PASSWORD, name: 'c', callbackURL: target },
        });
        expect(signUp.status, target).toBe(403);
        await expect(
          auth.api.signInEmail({
            body: { email: 'callback-signup@example.in', password: PASSWORD, callbackURL: target },
          }),
          target,
        ).rejects.toMatchObject({ body: { code: 'INVALID_CALLBACK_URL' } });
      }
      expect(
        await database.db
          .selectFrom('user')
          .select('id')
          .where('email', '=', 'callback-signup@example.in')
          .executeTakeFirst(),
      ).toBeUndefined();
    });

    it('refuses request-password-reset whose redirectTo would leave the site, and a reset link whose callbackURL would', async () => {
      const email = 'reset-redirect@example.in';
      await createUser({ auth, db: database.db, email, password: PASSWORD });
      const mails = () => readOutbox(dataDir).filter((mail) => mail.includes(`To: ${email}`)).length;
      for (const target of offSite) {
        const response = await request('POST', '/request-password-reset', { body: { email, redirectTo: target } });
        expect(response.status, target).toBe(403);
        expect(await response.json()).toMatchObject({ code: 'INVALID_REDIRECT_URL' });
      }
      expect(mails()).toBe(0);

      // Our own form's absolute address on BASE_URL stays allowed.
      const accepted = await request('POST', '/request-password-reset', {
        body: { email, redirectTo: `${BASE_URL}/reset-password` },
      });
      expect(accepted.status).toBe(200);
      const link = new URL(
        linkIn(lastMailTo(readOutbox(dataDir), email, 'Reset your password') ?? '', '/api/auth/reset-password/'),
      );
      const tampered = new URL(link);
      tampered.searchParams.set('callbackURL', '/.//evil.com');
      const refused = await request('GET', tampered.toString());
      expect(refused.status).toBe(403);
      expect(refused.headers.get('location')).toBeNull();
      const genuine = await request('GET', link.toString());
      expect(genuine.status).toBe(302);
      expect(new URL(genuine.headers.get('location') ?? '').pathname).toBe('/reset-password');
    });
  });
});
