import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAppError } from '@/server/auth/auth-errors';
import {
  SIGN_IN_ACCOUNT_SLOWDOWN,
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
  signInDelayMs,
  TWO_FACTOR_PASSWORD_LIMIT,
} from '@/server/auth/auth-limits';
import { type Auth, createAuth } from '@/server/auth/create-auth';
import { createUser } from '@/server/auth/create-user';
import { parseConfig } from '@/server/config';
import { isAppError } from '@/server/errors/app-error';
import { RECIPIENT_LIMITS } from '@/server/mail/recipient-limits';
import { CLIENT_ADDRESS_HEADER } from '@/server/security/client-address';
import { sentMail } from '../setup/deliver';
import { testEngines } from '../setup/engines';
import { lastMailTo, linkIn } from '../setup/outbox';
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
    auth = createAuth({ db: database.db, engine, config, logger });
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
  async function signInAsTheFormDoes(email: string, password: string, address?: string): Promise<string> {
    try {
      await auth.api.signInEmail({
        body: { email, password, rememberMe: true, callbackURL: '/login?verified=1' },
        headers: new Headers({ origin: BASE_URL, [CLIENT_ADDRESS_HEADER]: address ?? nextAddress() }),
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

  /** Forgets better-auth's per-address request limit (3 in 10 s): the tests below are about the failure limits. */
  const forgetRequestLimit = (address: string) =>
    database.db.deleteFrom('auth_rate_limit').where('key', 'like', `${address}|%`).execute();

  /** A sign-in over HTTP from `address`; the status better-auth answers. */
  const signInOverHttp = async (email: string, password: string, address?: string) =>
    (await request('POST', '/sign-in/email', { body: { email, password }, address })).status;

  it('counts wrong passwords per account and address across the login form and POST /api/auth/sign-in/email, never right ones', async () => {
    const email = 'limited@example.in';
    const attacker = '203.0.113.66';
    await createUser({ auth, db: database.db, email, password: PASSWORD });
    // Right passwords, as often as the per-address limit allows, count nothing.
    for (let attempt = 0; attempt < 12; attempt++) {
      expect(await signInOverHttp(email, PASSWORD)).toBe(200);
    }
    expect(await rateLimitCount(`sign-in-failures|account|${email}`)).toBeUndefined();

    // Wrong ones from one address: half through the form's path, half over HTTP (one with a
    // +tag and in another letter case: the same inbox), one count per attempt.
    const results: (number | string)[] = [];
    const max = SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS.max;
    for (let attempt = 0; attempt < max / 2; attempt++) {
      results.push(await signInAsTheFormDoes(email, 'not-the-password', attacker));
      results.push(await signInOverHttp(attempt === 0 ? 'Limited+x@Example.in' : email, 'not-the-password', attacker));
      await forgetRequestLimit(attacker);
    }
    expect(results).toEqual(Array.from({ length: max / 2 }, () => ['INVALID_CREDENTIALS', 401]).flat());
    expect(Number(await rateLimitCount(`sign-in-failures|account-address|${email}|${attacker}`))).toBe(max);

    // That address is now refused for that account, even with the right password, with a message saying why.
    const refused = await request('POST', '/sign-in/email', { body: { email, password: PASSWORD }, address: attacker });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS.windowSeconds));
    expect(await refused.json()).toMatchObject({
      code: 'SIGN_IN_ACCOUNT_LIMITED',
      message: 'Too many sign-in attempts for this account. Please wait 15 minutes and try again.',
    });
    expect(refused.headers.get('set-cookie') ?? '').not.toContain('session_token');
    expect(await signInAsTheFormDoes(email, PASSWORD, attacker)).toBe('SIGN_IN_ACCOUNT_LIMITED');
    // The owner, from their own address, is not.
    expect(await signInAsTheFormDoes(email, PASSWORD)).toBe('signed in');
  });

  it('keeps our limits when better-auth prunes its own: a renewed per-address window deletes none of our rows', async () => {
    const email = 'pruned@example.in';
    await createUser({ auth, db: database.db, email, password: PASSWORD });
    const address = '203.0.113.150';
    expect(await signInOverHttp(email, 'wrong-password', address)).toBe(401);
    const ours = `sign-in-failures|account-address|${email}|${address}`;
    // Two minutes later (older than any window of better-auth's), the same address signs in again:
    // its own window renews, and better-auth prunes the rows it thinks expired.
    const twoMinutesAgo = Date.now() - 2 * 60 * 1000;
    await database.db.updateTable('rateLimit').set({ lastRequest: twoMinutesAgo }).where('key', '=', ours).execute();
    // better-auth's row for that address, wherever it keeps it.
    for (const table of ['auth_rate_limit', 'rateLimit'] as const) {
      await database.db
        .updateTable(table)
        .set({ lastRequest: twoMinutesAgo })
        .where('key', 'like', `${address}|%`)
        .execute();
    }
    expect(await signInOverHttp(email, 'wrong-password', address)).toBe(401);
    expect(Number(await rateLimitCount(ours))).toBe(2);
  });

  it('lets the owner in with the right password after 50 wrong ones from other addresses: the account only slows down', async () => {
    const email = 'admin-under-attack@example.in';
    await createUser({
      auth,
      db: database.db,
      email,
      password: PASSWORD,
      staff: { engine: database.engine, roles: ['owner'] },
    });
    // 50 wrong passwords from many addresses, some at the same moment as attackers send them.
    for (let batch = 0; batch < 5; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () => signInOverHttp(email, 'wrong-password-guess')),
      );
      expect(statuses).toEqual(Array.from({ length: 10 }, () => 401));
    }
    expect(Number(await rateLimitCount(`sign-in-failures|account|${email}`))).toBe(50);
    expect(signInDelayMs(50)).toBeGreaterThan(0);
    // The owner from their own address: in, both ways (the wait stays short).
    const started = Date.now();
    expect(await signInOverHttp(email, PASSWORD, '192.0.2.200')).toBe(200);
    expect(Date.now() - started).toBeLessThan(SIGN_IN_ACCOUNT_SLOWDOWN.maxDelayMs + 5_000);
    expect(await signInAsTheFormDoes(email, PASSWORD)).toBe('signed in');
  }, 180_000);

  it('refuses an address that tries wrong passwords on many accounts', async () => {
    const address = '203.0.113.99';
    let status = 0;
    for (let attempt = 0; attempt < SIGN_IN_FAILURES_PER_ADDRESS.max; attempt++) {
      status = await signInOverHttp(`nobody-${attempt}@example.in`, 'guess', address);
      expect(status).toBe(401);
      await forgetRequestLimit(address);
    }
    const refused = await request('POST', '/sign-in/email', {
      body: { email: 'limited@example.in', password: PASSWORD },
      address,
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'SIGN_IN_ADDRESS_LIMITED',
      message: 'Too many wrong passwords from this network. Please wait an hour and try again.',
    });
  }, 180_000);

  it('sends reset and verification links to one inbox at most three times an hour, from whatever addresses they are asked', async () => {
    const email = 'bombed@example.in';
    await createUser({ auth, db: database.db, email, password: PASSWORD });
    const resetsBefore = (await sentMail(database, dataDir)).filter((mail) => mail.includes(`To: ${email}`)).length;
    // Ten requests, each from a new address (the per-address limit never applies), some with a +tag.
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await request('POST', '/request-password-reset', {
        body: { email: attempt % 2 ? email : 'Bombed+x@example.in', redirectTo: '/reset-password' },
      });
      // The answer is the same whether a link went or not: nothing to learn.
      expect(response.status).toBe(200);
    }
    const sent =
      (await sentMail(database, dataDir)).filter((mail) => mail.toLowerCase().includes('to: bombed')).length -
      resetsBefore;
    // better-auth sends to the account's stored address only: the +tag asks for no account.
    expect(sent).toBe(RECIPIENT_LIMITS.hour.max);

    // A sign-up typed with a stranger's address gets its verification e-mail; asking again and
    // again (POST /api/auth/send-verification-email) does not fill that inbox.
    const stranger = 'stranger-inbox@example.in';
    expect(
      (await request('POST', '/sign-up/email', { body: { email: stranger, password: PASSWORD, name: 'x' } })).status,
    ).toBe(200);
    for (let attempt = 0; attempt < 10; attempt++) {
      await request('POST', '/send-verification-email', { body: { email: stranger, callbackURL: '/login' } });
    }
    const verifications = (await sentMail(database, dataDir)).filter((mail) => mail.includes(`To: ${stranger}`));
    expect(verifications).toHaveLength(RECIPIENT_LIMITS.hour.max);
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
      return linkIn(
        lastMailTo(await sentMail(database, dataDir), email, 'Verify your email') ?? '',
        '/api/auth/verify-email',
      );
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
      const mails = async () =>
        (await sentMail(database, dataDir)).filter((mail) => mail.includes(`To: ${email}`)).length;
      for (const target of offSite) {
        const response = await request('POST', '/request-password-reset', { body: { email, redirectTo: target } });
        expect(response.status, target).toBe(403);
        expect(await response.json()).toMatchObject({ code: 'INVALID_REDIRECT_URL' });
      }
      expect(await mails()).toBe(0);

      // Our own form's absolute address on BASE_URL stays allowed.
      const accepted = await request('POST', '/request-password-reset', {
        body: { email, redirectTo: `${BASE_URL}/reset-password` },
      });
      expect(accepted.status).toBe(200);
      const link = new URL(
        linkIn(
          lastMailTo(await sentMail(database, dataDir), email, 'Reset your password') ?? '',
          '/api/auth/reset-password/',
        ),
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
