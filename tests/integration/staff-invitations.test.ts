import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, createAuth } from '@/server/auth/create-auth';
import { parseConfig } from '@/server/config';
import { TEXT_MAX_CHARACTERS } from '@/server/orders/order-texts';
import { acceptStaffInvitation } from '@/server/staff/accept-staff-invitation';
import { findAccountByContact, findStaffInvitations } from '@/server/staff/find-staff';
import { inviteStaff } from '@/server/staff/invite-staff';
import { OPERATOR, setStaffRoles } from '@/server/staff/set-staff-roles';
import { withdrawStaffInvitation } from '@/server/staff/withdraw-staff-invitation';
import { sentMail } from '../setup/deliver';
import { testEngines } from '../setup/engines';
import { lastMailTo, linkIn } from '../setup/outbox';
import { signUpWithCode } from '../setup/sign-in-codes';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { TEXTING_SITE } from '../setup/texting-site';
import { insertVerifiedUser } from '../setup/users';

const BASE_URL = 'http://localhost:3999';
const logger = pino({ level: 'silent' });
const owner = { userId: 'owner-1', email: 'owner@example.in', roles: ['owner' as const] };
const editor = { userId: 'editor-1', email: 'editor@example.in', roles: ['editor' as const] };

describe.each(testEngines())('staff invitations on %s', (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  let dataDir: string;
  const invite = (
    actor: typeof owner | typeof editor | null,
    contact: string,
    roles: ('editor' | 'owner' | 'order-desk')[],
  ) => inviteStaff({ db: database.db, logger, site: TEXTING_SITE, actor, contact, roles });
  const rolesOf = async (userId: string) =>
    (
      await database.db.selectFrom('staff_roles').select('role').where('user_id', '=', userId).orderBy('role').execute()
    ).map((row) => row.role);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-invite-'));
    const config = parseConfig({ DATA_DIR: dataDir, BASE_URL, LOG_LEVEL: 'silent' });
    auth = createAuth({ db: database.db, engine, config, logger });
    for (const id of ['owner-1', 'editor-1']) await insertVerifiedUser(database.db, engine, { id });
    await setStaffRoles({ db: database.db, engine, actor: OPERATOR, userId: 'owner-1', roles: ['owner'] });
    await setStaffRoles({ db: database.db, engine, actor: OPERATOR, userId: 'editor-1', roles: ['editor'] });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('invites by e-mail: one invitation per address, the message in the outbox, a line in the audit trail', async () => {
    await invite(owner, 'new.editor@example.in', ['order-desk']);
    await invite(owner, 'new.editor@example.in', ['editor']);
    const invitations = await findStaffInvitations(database.db);
    expect(invitations.map(({ contact, roles, invitedBy }) => ({ contact, roles, invitedBy }))).toEqual([
      { contact: 'new.editor@example.in', roles: ['editor'], invitedBy: 'owner@example.in' },
    ]);
    const days = (invitations[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(Math.round(days / 86_400_000)).toBe(14);
    const mails = await database.db
      .selectFrom('outbox_messages')
      .select(['subject', 'body_text'])
      .where('recipient', '=', 'new.editor@example.in')
      .where('kind', '=', 'staff-invitation')
      .execute();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('You are invited to the back office of Aquaculture Group');
    expect(mails[1]?.body_text).toContain('owner@example.in has invited you');
    expect(mails[1]?.body_text).toContain('as: Editor');
    expect(mails[1]?.body_text).toMatch(/https:\/\/fish\.example\/invitation\/[\w-]{22}\n/);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'after'])
      .where('entity', '=', 'staff_invitations')
      .orderBy('id')
      .execute();
    expect(audit.map((line) => [line.action, line.actor_email])).toEqual([
      ['create', 'owner@example.in'],
      ['create', 'owner@example.in'],
    ]);
    expect(JSON.parse(audit[1]?.after ?? '{}')).toMatchObject({ contact: 'new.editor@example.in', roles: ['editor'] });
  });

  it('invites by mobile number with a text', async () => {
    await invite(owner, '+919864055555', ['order-desk']);
    const [text] = await database.db
      .selectFrom('outbox_messages')
      .select(['channel', 'body_text'])
      .where('recipient', '=', '+919864055555')
      .execute();
    expect(text?.channel).toBe('sms');
    expect(text?.body_text).toMatch(
      /^Join the Aquaculture Group back office: https:\/\/fish\.example\/invitation\/[\w-]{22} \(valid 14 days\)$/,
    );
    // One SMS, with room for a longer address (https://www.aquaculture-ne.com).
    expect((text?.body_text.length ?? 0) + 'www.aquaculture-ne.com'.length - 'fish.example'.length).toBeLessThanOrEqual(
      TEXT_MAX_CHARACTERS,
    );
  });

  it('sends no more invitations to one inbox than its limit, and stores none it could not send', async () => {
    for (let sent = 0; sent < 3; sent += 1) await invite(owner, 'busy@example.in', ['editor']);
    await expect(invite(owner, 'busy@example.in', ['order-desk'])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const [waiting] = await database.db
      .selectFrom('staff_invitations')
      .select('roles')
      .where('contact', '=', 'busy@example.in')
      .execute();
    expect(waiting?.roles).toBe('["editor"]');
  });

  it('refuses those who may not invite, or not to these roles', async () => {
    await expect(invite(null, 'x@example.in', ['editor'])).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(invite(editor, 'x@example.in', ['editor'])).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(invite({ ...owner, roles: [] } as never, 'x@example.in', ['editor'])).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      await database.db.selectFrom('staff_invitations').select('id').where('contact', '=', 'x@example.in').execute(),
    ).toEqual([]);
  });

  /** The one-time token in the newest invitation sent to `contact` (its e-mail or SMS). */
  async function invitationToken(contact: string): Promise<string> {
    const row = await database.db
      .selectFrom('outbox_messages')
      .select('body_text')
      .where('recipient', '=', contact)
      .where('kind', '=', 'staff-invitation')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = row.body_text.match(/\/invitation\/([\w-]+)/)?.[1];
    if (!token) throw new Error(`No invitation link in: ${row.body_text}`);
    return token;
  }
  const accept = async (token: string, password = 'the-invitee-own-passphrase') =>
    acceptStaffInvitation({
      db: database.db,
      hashPassword: async (plain) => (await auth.$context).password.hash(plain),
      token,
      name: 'The invitee',
      password,
    });
  const signIn = (email: string, password: string) =>
    auth.api.signInEmail({ body: { email, password }, headers: new Headers({ origin: BASE_URL }) });
  const userIdOf = async (email: string) =>
    (await database.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('gives the roles only through the link: a stranger who signed up with the address first, and had it confirmed by a click, gets nothing and loses the account', async () => {
    const address = 'new.editor@example.in';
    const token = await invitationToken(address);
    // The stranger signs up first, with their own password, and asks for the link by trying to sign in.
    await auth.api.signUpEmail({
      body: { email: address, password: 'the-strangers-password', name: 'Stranger' },
      headers: new Headers({ origin: BASE_URL }),
    });
    await expect(signIn(address, 'the-strangers-password')).rejects.toMatchObject({
      body: { code: 'EMAIL_NOT_VERIFIED' },
    });
    const stranger = await userIdOf(address);
    // The invitee clicks the only "Verify your email" link in their inbox: the address is confirmed, no role is given.
    const mail = lastMailTo(await sentMail(database, dataDir), address, 'Verify your email');
    await auth.handler(new Request(linkIn(mail ?? '', '/api/auth/verify-email')));
    expect(await rolesOf(stranger)).toEqual([]);
    const strangersSession = await signIn(address, 'the-strangers-password');
    expect(strangersSession.token).toBeTruthy();

    // The invitee opens the invitation's link and chooses their password: the roles are theirs, the stranger is out.
    await expect(accept(token, 'short')).rejects.toMatchObject({ code: 'PASSWORD_TOO_SHORT_FOR_ADMIN' });
    await expect(accept(token, 'password@1234')).rejects.toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
    expect(await accept(token)).toEqual({ userId: stranger, contact: address, roles: ['editor'] });
    expect(await rolesOf(stranger)).toEqual(['editor']);
    await expect(signIn(address, 'the-strangers-password')).rejects.toMatchObject({
      body: { code: 'INVALID_EMAIL_OR_PASSWORD' },
    });
    expect(await database.db.selectFrom('session').select('id').where('userId', '=', stranger).execute()).toEqual([]);
    await expect(signIn(address, 'the-invitee-own-passphrase')).resolves.toMatchObject({ user: { id: stranger } });
    // The link works once.
    await expect(accept(token)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await database.db.selectFrom('staff_invitations').select('id').where('contact', '=', address).execute(),
    ).toEqual([]);
    const [line] = await database.db
      .selectFrom('audit_log')
      .select(['actor_email', 'after'])
      .where('entity', '=', 'staff_roles')
      .where('entity_id', '=', stranger)
      .execute();
    expect(line).toEqual({ actor_email: 'invitation from owner@example.in', after: '{"roles":["editor"]}' });
  });

  it('makes the account when none uses the address, with the address proved by the link', async () => {
    await invite(owner, 'fresh.staff@example.in', ['order-desk']);
    const { userId } = await accept(await invitationToken('fresh.staff@example.in'));
    expect(await rolesOf(userId)).toEqual(['order-desk']);
    await expect(signIn('fresh.staff@example.in', 'the-invitee-own-passphrase')).resolves.toMatchObject({
      user: { id: userId, emailVerified: true, name: 'The invitee' },
    });
  });

  it('finds for "Add staff" only an account whose address or number is proved: an unconfirmed address names nobody', async () => {
    await auth.api.signUpEmail({
      body: { email: 'squatted@example.in', password: 'the-strangers-password', name: 'Stranger' },
      headers: new Headers({ origin: BASE_URL }),
    });
    await expect(findAccountByContact(database.db, 'squatted@example.in')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await database.db
      .updateTable('user')
      .set({ phoneNumber: '+919864055599', phoneNumberVerified: engine === 'sqlite' ? 0 : false })
      .where('email', '=', 'squatted@example.in')
      .execute();
    await expect(findAccountByContact(database.db, '+919864055599')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(findAccountByContact(database.db, 'owner-1@example.in')).resolves.toBe('owner-1');
  });

  it("gives a number's invitation to the account the number signed up, only through the link, which sets its password (a code alone never makes staff)", async () => {
    const phone = '+919864055555';
    const token = await invitationToken(phone);
    // The invitee signs up with a code to the invited number: a customer's account, no role, no staff session.
    const user = await signUpWithCode(auth, database.db, phone, new Headers({ origin: BASE_URL }));
    expect(await rolesOf(user.id)).toEqual([]);
    expect(
      await database.db.selectFrom('staff_members').select('user_id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    // The link: the password, the roles, the sessions of the code ended; then the number and the password sign in.
    expect(await accept(token)).toMatchObject({ userId: user.id, roles: ['order-desk'] });
    expect(await database.db.selectFrom('session').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    await expect(
      auth.api.signInPhoneNumber({
        body: { phoneNumber: phone, password: 'the-invitee-own-passphrase' },
        headers: new Headers({ origin: BASE_URL }),
      }),
    ).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('gives nothing for an expired invitation, and withdraws one on request', async () => {
    await invite(owner, 'late@example.in', ['editor']);
    await database.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('contact', '=', 'late@example.in')
      .execute();
    await expect(accept(await invitationToken('late@example.in'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await database.db.selectFrom('user').select('id').where('email', '=', 'late@example.in').execute()).toEqual(
      [],
    );
    expect((await findStaffInvitations(database.db)).map((invitation) => invitation.contact)).not.toContain(
      'late@example.in',
    );

    const [waiting] = await findStaffInvitations(database.db);
    if (!waiting) throw new Error('an invitation should be waiting');
    await expect(withdrawStaffInvitation({ db: database.db, actor: editor, id: waiting.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await withdrawStaffInvitation({ db: database.db, actor: owner, id: waiting.id });
    await expect(withdrawStaffInvitation({ db: database.db, actor: owner, id: waiting.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const [line] = await database.db
      .selectFrom('audit_log')
      .select(['action', 'before'])
      .where('entity', '=', 'staff_invitations')
      .where('entity_id', '=', String(waiting.id))
      .where('action', '=', 'delete')
      .execute();
    expect(JSON.parse(line?.before ?? '{}')).toMatchObject({ contact: waiting.contact });
  });
});
