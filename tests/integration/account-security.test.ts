import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_IDLE_LIMIT_SECONDS } from '@/server/auth/admin-session-activity';
import { PASSWORD_CHANGE_LIMIT } from '@/server/auth/auth-limits';
import { type Auth, createAuth } from '@/server/auth/create-auth';
import { createUser } from '@/server/auth/create-user';
import { parseConfig } from '@/server/config';
import { CLIENT_ADDRESS_HEADER } from '@/server/security/client-address';
import { sentMail } from '../setup/deliver';
import { testEngines } from '../setup/engines';
import { lastMailTo, linkIn } from '../setup/outbox';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { setRolesOf } from '../setup/users';

const BASE_URL = 'http://localhost:3998';
const HOUR = 60 * 60 * 1000;

describe.each(testEngines())('account security on %s', (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  let dataDir: string;
  let visitorNumber = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-account-security-'));
    const config = parseConfig({ DATA_DIR: dataDir, BASE_URL, LOG_LEVEL: 'silent' });
    const logger = pino({ level: 'silent' });
    auth = createAuth({ db: database.db, engine, config, logger });
  });

  afterAll(async () => {
    await database.drop();
  });

  /** A POST to better-auth's HTTP handler, as a browser or a script would send it, from its own address. */
  function post(endpoint: string, body: unknown, cookie = '') {
    visitorNumber += 1;
    return auth.handler(
      new Request(`${BASE_URL}/api/auth${endpoint}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: BASE_URL,
          // What scripts/serve.ts writes for each connection: here, a new visitor per request.
          [CLIENT_ADDRESS_HEADER]: `203.0.113.${visitorNumber}`,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      }),
    );
  }

  async function signIn(email: string, password: string): Promise<string> {
    const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    return (headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  const sessionOf = (cookie: string) => auth.api.getSession({ headers: new Headers({ cookie }) });

  async function resetToken(email: string): Promise<string> {
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: `${BASE_URL}/reset-password` },
      headers: new Headers({ origin: BASE_URL }),
    });
    const link = linkIn(
      lastMailTo(await sentMail(database, dataDir), email, 'Reset your password') ?? '',
      '/api/auth/reset-password/',
    );
    const redirect = await auth.handler(new Request(link));
    return new URL(redirect.headers.get('location') ?? '', BASE_URL).searchParams.get('token') ?? '';
  }

  async function sessionIdOf(cookie: string): Promise<string> {
    const session = await sessionOf(cookie);
    if (!session) throw new Error('not signed in');
    return session.session.id;
  }

  const passwordChangeRequired = async (userId: string) =>
    (
      await database.db
        .selectFrom('staff_members')
        .select('password_change_required_at')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).password_change_required_at;

  it('refuses a common password at sign-up, also when posted straight to /api/auth, in any case', async () => {
    for (const password of ['password1', 'PASSWORD1', 'Qwerty123456', 'aquaculture']) {
      const response = await post('/sign-up/email', { email: 'common@example.in', password, name: 'common' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: 'This password is too common. Please choose another one.',
      });
    }
    expect(
      await database.db.selectFrom('user').select('id').where('email', '=', 'common@example.in').executeTakeFirst(),
    ).toBeUndefined();

    const accepted = await post('/sign-up/email', {
      email: 'common@example.in',
      password: 'kingfisher-pond',
      name: 'c',
    });
    expect(accepted.status).toBe(200);
    // The spec's 6 characters still do for a visitor.
    expect((await post('/sign-up/email', { email: 'six@example.in', password: 'rohu7x', name: 'six' })).status).toBe(
      200,
    );
  });

  it('applies the rule of the role at reset: a common password never, a short one only for a visitor', async () => {
    await createUser({ auth, db: database.db, email: 'reset-visitor@example.in', password: 'first-password' });
    const visitorToken = await resetToken('reset-visitor@example.in');
    const common = await post('/reset-password', { token: visitorToken, newPassword: 'iloveyou' });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
    expect((await post('/reset-password', { token: visitorToken, newPassword: 'catla7' })).status).toBe(200);

    await createUser({
      auth,
      db: database.db,
      email: 'reset-admin@example.in',
      password: 'first-admin-pass',
      staff: { engine: database.engine, roles: ['owner'] },
    });
    const adminToken = await resetToken('reset-admin@example.in');
    const short = await post('/reset-password', { token: adminToken, newPassword: 'catla-rohu7' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      code: 'PASSWORD_TOO_SHORT_FOR_ADMIN',
      message: 'Admin passwords must be at least 12 characters long.',
    });
    await expect(signIn('reset-admin@example.in', 'catla-rohu7')).rejects.toMatchObject({
      body: { code: 'INVALID_EMAIL_OR_PASSWORD' },
    });
    expect((await post('/reset-password', { token: adminToken, newPassword: 'catla-rohu-mrigal' })).status).toBe(200);
    expect(await signIn('reset-admin@example.in', 'catla-rohu-mrigal')).not.toBe('');
  });

  it('a reset that succeeds meets the admin rule again and tells the owner; a refused one does neither', async () => {
    const email = 'reset-notice@example.in';
    const { userId } = await createUser({
      auth,
      db: database.db,
      email,
      password: 'first-admin-pass',
      staff: { engine: database.engine, roles: ['owner'] },
    });
    await database.db
      .updateTable('staff_members')
      .set({ password_change_required_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .execute();
    const notices = async () =>
      (await sentMail(database, dataDir)).filter(
        (mail) => mail.includes(`To: ${email}`) && mail.includes('Subject: Your password was changed'),
      ).length;
    const token = await resetToken(email);

    // The token in the query and an empty one in the body: better-auth takes the query's, and so does the admin rule.
    const viaQuery = await post(`/reset-password?token=${token}`, { token: '', newPassword: 'catla-rohu7' });
    expect(viaQuery.status).toBe(400);
    expect(await viaQuery.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT_FOR_ADMIN' });
    expect(await passwordChangeRequired(userId)).not.toBeNull();
    expect(await notices()).toBe(0);

    expect((await post('/reset-password', { token, newPassword: 'catla-rohu-mrigal' })).status).toBe(200);
    expect(await passwordChangeRequired(userId)).toBeNull();
    expect(await notices()).toBe(1);
    // A spent token changes nothing and tells no one.
    expect((await post('/reset-password', { token, newPassword: 'another-long-pass' })).status).toBe(400);
    expect(await notices()).toBe(1);
  });

  it('checks the password of users created by the operator, with the admin minimum for admins', async () => {
    await expect(
      createUser({ auth, db: database.db, email: 'cli-common@example.in', password: 'letmein123' }),
    ).rejects.toThrow('This password is too common. Please choose another one.');
    await expect(
      createUser({
        auth,
        db: database.db,
        email: 'cli-admin@example.in',
        password: 'short-admin',
        staff: { engine: database.engine, roles: ['owner'] },
      }),
    ).rejects.toThrow('Admin passwords must be at least 12 characters long.');
    expect(await database.db.selectFrom('user').select('id').where('email', 'like', 'cli-%').execute()).toEqual([]);
    await createUser({ auth, db: database.db, email: 'cli-visitor@example.in', password: 'hilsa9' });
  });

  it('ends the sessions of a user made admin, and makes a weak password be changed at the next sign-in', async () => {
    const email = 'promoted@example.in';
    const { userId } = await createUser({ auth, db: database.db, email, password: 'tilapia-9' });
    const visitorCookie = await signIn(email, 'tilapia-9');
    expect(await sessionOf(visitorCookie)).not.toBeNull();

    await setRolesOf(database, email, ['owner']);
    expect(await sessionOf(visitorCookie)).toBeNull();
    expect(await passwordChangeRequired(userId)).toBeNull();

    const adminCookie = await signIn(email, 'tilapia-9');
    expect(await passwordChangeRequired(userId)).toBeInstanceOf(Date);

    // Through the HTTP endpoint, as a script would: a new password must meet the admin rule too.
    const tooShort = await post(
      '/change-password',
      { currentPassword: 'tilapia-9', newPassword: 'tilapia-99' },
      adminCookie,
    );
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT_FOR_ADMIN' });
    const changed = await post(
      '/change-password',
      { currentPassword: 'tilapia-9', newPassword: 'tilapia-in-the-pond', revokeOtherSessions: true },
      adminCookie,
    );
    expect(changed.status).toBe(200);
    expect(await passwordChangeRequired(userId)).toBeNull();
  });

  it('changes a password: the other sessions end, this one goes on, and the owner is told by e-mail', async () => {
    const email = 'changer@example.in';
    await createUser({ auth, db: database.db, email, password: 'old-password-1' });
    const phone = await signIn(email, 'old-password-1');
    const laptop = await signIn(email, 'old-password-1');

    await expect(
      auth.api.changePassword({
        body: { currentPassword: 'old-password-1', newPassword: 'sunshine', revokeOtherSessions: true },
        headers: new Headers({ cookie: laptop }),
      }),
    ).rejects.toMatchObject({ body: { code: 'PASSWORD_TOO_COMMON' } });
    expect(await sessionOf(phone)).not.toBeNull();

    const { headers } = await auth.api.changePassword({
      body: { currentPassword: 'old-password-1', newPassword: 'new-password-2', revokeOtherSessions: true },
      headers: new Headers({ cookie: laptop }),
      returnHeaders: true,
    });
    const renewedLaptop = (headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(await sessionOf(phone)).toBeNull();
    expect(await sessionOf(laptop)).toBeNull();
    expect((await sessionOf(renewedLaptop))?.user.email).toBe(email);
    const mail = lastMailTo(await sentMail(database, dataDir), email, 'Your password was changed');
    expect(mail).toContain('every other device was signed out');
    expect(linkIn(mail ?? '', '/forgot-password')).toBe(`${BASE_URL}/forgot-password`);
    await expect(signIn(email, 'old-password-1')).rejects.toMatchObject({
      body: { code: 'INVALID_EMAIL_OR_PASSWORD' },
    });
  });

  it('limits current-password guesses at change-password per account, from any address, both ways', async () => {
    const email = 'stolen-session@example.in';
    await createUser({ auth, db: database.db, email, password: 'right-password-1' });
    const stolen = await signIn(email, 'right-password-1');
    const codes: unknown[] = [];
    for (let attempt = 0; attempt <= PASSWORD_CHANGE_LIMIT.max; attempt++) {
      const address = `198.51.100.${attempt + 1}`;
      const body = {
        currentPassword: `guess-${attempt}`,
        newPassword: 'another-password-9',
        revokeOtherSessions: true,
      };
      // Each from a new address: the per-address limit never applies.
      const response = await auth.handler(
        new Request(`${BASE_URL}/api/auth/change-password`, {
          method: 'POST',
          headers: {
            origin: BASE_URL,
            cookie: stolen,
            'content-type': 'application/json',
            [CLIENT_ADDRESS_HEADER]: address,
          },
          body: JSON.stringify(body),
        }),
      );
      codes.push(((await response.json()) as { code?: string }).code);
    }
    expect(codes.slice(0, PASSWORD_CHANGE_LIMIT.max)).toEqual(
      Array.from({ length: PASSWORD_CHANGE_LIMIT.max }, () => 'INVALID_PASSWORD'),
    );
    expect(codes.at(-1)).toBe('RATE_LIMITED');
    // The Server Action's path (auth.api) counts under the same key: refused too, even with the right password.
    await expect(
      auth.api.changePassword({
        body: { currentPassword: 'right-password-1', newPassword: 'another-password-9', revokeOtherSessions: true },
        headers: new Headers({ cookie: stolen, [CLIENT_ADDRESS_HEADER]: '198.51.100.200' }),
      }),
    ).rejects.toMatchObject({ body: { code: 'RATE_LIMITED' } });
  });

  describe('admin sessions end after 12 idle hours', () => {
    const moveBack = (table: 'session_activity', sessionId: string, hours: number) =>
      database.db
        .updateTable(table)
        .set({ seen_at: new Date(Date.now() - hours * HOUR).toISOString() })
        .where('session_id', '=', sessionId)
        .execute();
    const seenAt = async (sessionId: string) =>
      (
        await database.db
          .selectFrom('session_activity')
          .select('seen_at')
          .where('session_id', '=', sessionId)
          .executeTakeFirst()
      )?.seen_at;

    it('keeps an admin who comes back within 12 hours, and notes the visit', async () => {
      await createUser({
        auth,
        db: database.db,
        email: 'busy-admin@example.in',
        password: 'busy-admin-pass',
        staff: { engine: database.engine, roles: ['owner'] },
      });
      const cookie = await signIn('busy-admin@example.in', 'busy-admin-pass');
      const sessionId = await sessionIdOf(cookie);
      expect(await seenAt(sessionId)).toBeInstanceOf(Date);

      await moveBack('session_activity', sessionId, 11);
      expect(await sessionOf(cookie)).not.toBeNull();
      expect(Date.now() - new Date((await seenAt(sessionId)) ?? 0).getTime()).toBeLessThan(HOUR);
    });

    it('writes the last-seen time at most every few minutes', async () => {
      await createUser({
        auth,
        db: database.db,
        email: 'clicky-admin@example.in',
        password: 'clicky-admin-pass',
        staff: { engine: database.engine, roles: ['owner'] },
      });
      const cookie = await signIn('clicky-admin@example.in', 'clicky-admin-pass');
      const sessionId = await sessionIdOf(cookie);
      const twoMinutesAgo = new Date(Date.now() - 2 * 60 * 1000).toISOString();
      await database.db
        .updateTable('session_activity')
        .set({ seen_at: twoMinutesAgo })
        .where('session_id', '=', sessionId)
        .execute();
      await sessionOf(cookie);
      expect((await seenAt(sessionId))?.toISOString()).toBe(twoMinutesAgo);
    });

    it('signs out an admin idle for more than 12 hours, on our API and on /api/auth alike', async () => {
      await createUser({
        auth,
        db: database.db,
        email: 'idle-admin@example.in',
        password: 'idle-admin-pass',
        staff: { engine: database.engine, roles: ['owner'] },
      });
      const cookie = await signIn('idle-admin@example.in', 'idle-admin-pass');
      const sessionId = await sessionIdOf(cookie);
      await moveBack('session_activity', sessionId, ADMIN_IDLE_LIMIT_SECONDS / 3600 + 0.1);
      expect(await sessionOf(cookie)).toBeNull();
      expect(
        await database.db.selectFrom('session').select('id').where('id', '=', sessionId).executeTakeFirst(),
      ).toBeUndefined();

      const second = await signIn('idle-admin@example.in', 'idle-admin-pass');
      const secondId = await sessionIdOf(second);
      await moveBack('session_activity', secondId, 13);
      const response = await auth.handler(
        new Request(`${BASE_URL}/api/auth/get-session`, { headers: { cookie: second } }),
      );
      expect(await response.json()).toBeNull();
      expect(response.headers.get('set-cookie')).toMatch(/session_token=;/);
    });

    it('counts a session never used since sign-in from its creation', async () => {
      await createUser({
        auth,
        db: database.db,
        email: 'away-admin@example.in',
        password: 'away-admin-pass',
        staff: { engine: database.engine, roles: ['owner'] },
      });
      const cookie = await signIn('away-admin@example.in', 'away-admin-pass');
      const sessionId = await sessionIdOf(cookie);
      await database.db.deleteFrom('session_activity').where('session_id', '=', sessionId).execute();
      await database.db
        .updateTable('session')
        .set({ createdAt: new Date(Date.now() - 13 * HOUR).toISOString() })
        .where('id', '=', sessionId)
        .execute();
      expect(await sessionOf(cookie)).toBeNull();
    });

    it('leaves a visitor signed in after 12 idle hours (their session lasts 30 days)', async () => {
      await createUser({ auth, db: database.db, email: 'idle-visitor@example.in', password: 'idle-visitor' });
      const cookie = await signIn('idle-visitor@example.in', 'idle-visitor');
      const sessionId = await sessionIdOf(cookie);
      await database.db
        .updateTable('session')
        .set({ createdAt: new Date(Date.now() - 20 * 24 * HOUR).toISOString() })
        .where('id', '=', sessionId)
        .execute();
      expect((await sessionOf(cookie))?.user.email).toBe('idle-visitor@example.in');
      expect(await seenAt(sessionId)).toBeUndefined();
    });
  });
});
