import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, createAuth } from '@/server/auth/create-auth';
import { createUser } from '@/server/auth/create-user';
import { isStaff } from '@/server/auth/is-staff';
import { parseConfig } from '@/server/config';
import { sentMail } from '../setup/deliver';
import { testEngines } from '../setup/engines';
import { lastMailTo, linkIn } from '../setup/outbox';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { setRolesOf } from '../setup/users';

const BASE_URL = 'http://localhost:3999';

describe.each(testEngines())('accounts on %s', (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-auth-'));
    const config = parseConfig({ DATA_DIR: dataDir, BASE_URL, LOG_LEVEL: 'silent' });
    const logger = pino({ level: 'silent' });
    auth = createAuth({ db: database.db, engine, config, logger });
  });

  afterAll(async () => {
    await database.drop();
  });

  const signIn = (email: string, password: string) =>
    auth.api.signInEmail({ body: { email, password }, headers: new Headers({ origin: BASE_URL }) });

  it('signs up, refuses sign-in until the e-mailed link is followed, then signs in', async () => {
    const email = 'farmer@example.in';
    await auth.api.signUpEmail({
      body: { email, password: 'secret-pass', name: 'farmer', callbackURL: '/login?verified=1' },
      headers: new Headers({ origin: BASE_URL }),
    });
    const mail = lastMailTo(await sentMail(database, dataDir), email, 'Verify your email');
    await expect(signIn(email, 'secret-pass')).rejects.toMatchObject({ body: { code: 'EMAIL_NOT_VERIFIED' } });

    expect(mail).toBeDefined();
    const link = linkIn(mail ?? '', '/api/auth/verify-email');
    expect(link.startsWith(`${BASE_URL}/api/auth/verify-email?token=`)).toBe(true);
    const response = await auth.handler(new Request(link));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('/login?verified=1');

    const result = await signIn(email, 'secret-pass');
    expect(result.user.email).toBe(email);
    const user = await database.db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(Boolean(user.emailVerified)).toBe(true);
  });

  it('refuses a wrong password', async () => {
    await createUser({ auth, db: database.db, email: 'wrong@example.in', password: 'right-pass' });
    await expect(signIn('wrong@example.in', 'not-it')).rejects.toMatchObject({
      body: { code: 'INVALID_EMAIL_OR_PASSWORD' },
    });
  });

  it('resets a password with a link that works once', async () => {
    const email = 'reset@example.in';
    await createUser({ auth, db: database.db, email, password: 'old-password' });
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: `${BASE_URL}/reset-password` },
      headers: new Headers({ origin: BASE_URL }),
    });
    const link = linkIn(
      lastMailTo(await sentMail(database, dataDir), email, 'Reset your password') ?? '',
      '/api/auth/reset-password/',
    );
    const redirect = await auth.handler(new Request(link));
    const location = new URL(redirect.headers.get('location') ?? '', BASE_URL);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    await auth.api.resetPassword({ body: { token, newPassword: 'new-password' } });
    await expect(auth.api.resetPassword({ body: { token, newPassword: 'third-password' } })).rejects.toMatchObject({
      body: { code: 'INVALID_TOKEN' },
    });
    await expect(signIn(email, 'old-password')).rejects.toMatchObject({ body: { code: 'INVALID_EMAIL_OR_PASSWORD' } });
    expect((await signIn(email, 'new-password')).user.email).toBe(email);
  });

  it("gives an address back to its holder: a second sign-up with it mails a reset link, and the reset confirms the address with the holder's password only", async () => {
    const email = 'claimed@example.in';
    const signUp = (password: string) =>
      auth.api.signUpEmail({ body: { email, password, name: 'x' }, headers: new Headers({ origin: BASE_URL }) });
    // A stranger signs up first with the address; the holder's own sign-up is answered as if it were new.
    await signUp('the-strangers-password');
    const stranger = await database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await signUp('the-holders-password');
    const mail = lastMailTo(await sentMail(database, dataDir), email, 'Reset your password');
    const redirect = await auth.handler(new Request(linkIn(mail ?? '', '/api/auth/reset-password/')));
    const token = new URL(redirect.headers.get('location') ?? '', BASE_URL).searchParams.get('token') ?? '';
    await auth.api.resetPassword({ body: { token, newPassword: 'the-holders-password' } });
    // The link reached the inbox: the address is confirmed, with the holder's password only.
    const user = await database.db
      .selectFrom('user')
      .selectAll()
      .where('id', '=', stranger.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(user.emailVerified)).toBe(true);
    await expect(signIn(email, 'the-strangers-password')).rejects.toMatchObject({
      body: { code: 'INVALID_EMAIL_OR_PASSWORD' },
    });
    expect((await signIn(email, 'the-holders-password')).user.id).toBe(stranger.id);
  });

  it('creates verified users and gives and takes staff roles; the last owner keeps the owner role', async () => {
    const { userId } = await createUser({
      auth,
      db: database.db,
      email: 'Office@Example.in',
      password: 'office-password',
      staff: { engine: database.engine, roles: ['owner'] },
    });
    expect(await isStaff(database.db, userId)).toBe(true);
    expect((await signIn('office@example.in', 'office-password')).user.id).toBe(userId);
    await expect(setRolesOf(database, 'office@example.in', [])).rejects.toMatchObject({ code: 'LAST_OWNER' });
    const desk = await createUser({ auth, db: database.db, email: 'desk@example.in', password: 'desk-password-1' });
    expect(await isStaff(database.db, desk.userId)).toBe(false);
    await setRolesOf(database, 'desk@example.in', ['order-desk']);
    await setRolesOf(database, 'desk@example.in', ['order-desk']);
    expect(await isStaff(database.db, desk.userId)).toBe(true);
    await setRolesOf(database, 'desk@example.in', []);
    expect(await isStaff(database.db, desk.userId)).toBe(false);
    await expect(
      createUser({ auth, db: database.db, email: 'office@example.in', password: 'x-password' }),
    ).rejects.toThrow(/already exists/);
  });

  it('keeps sessions in the database and ends them on sign-out', async () => {
    await createUser({ auth, db: database.db, email: 'session@example.in', password: 'session-pass' });
    const { headers } = await auth.api.signInEmail({
      body: { email: 'session@example.in', password: 'session-pass' },
      returnHeaders: true,
    });
    const cookie = (headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe('session@example.in');
    const stored = await database.db
      .selectFrom('session')
      .select('id')
      .where('userId', '=', session?.user.id ?? '')
      .execute();
    expect(stored).toHaveLength(1);
    await auth.api.signOut({ headers: new Headers({ cookie }) });
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });

  it('marks the session cookie Secure when the site is served over https', async () => {
    const config = parseConfig({ DATA_DIR: dataDir, BASE_URL: 'https://fish.example', LOG_LEVEL: 'silent' });
    const logger = pino({ level: 'silent' });
    const secureAuth = createAuth({ db: database.db, engine, config, logger });
    await createUser({ auth: secureAuth, db: database.db, email: 'secure@example.in', password: 'secure-pass' });
    const { headers } = await secureAuth.api.signInEmail({
      body: { email: 'secure@example.in', password: 'secure-pass' },
      returnHeaders: true,
    });
    const cookie = headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });
});
