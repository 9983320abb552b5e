import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, createAuth } from '@/server/auth/create-auth';
import { parseConfig } from '@/server/config';
import { TEXT_MAX_CHARACTERS } from '@/server/orders/order-texts';
import { acceptStaffInvitations } from '@/server/staff/accept-staff-invitations';
import { findStaffInvitations } from '@/server/staff/find-staff';
import { inviteStaff } from '@/server/staff/invite-staff';
import { OPERATOR, setStaffRoles } from '@/server/staff/set-staff-roles';
import { withdrawStaffInvitation } from '@/server/staff/withdraw-staff-invitation';
import { sentMail } from '../setup/deliver';
import { testEngines } from '../setup/engines';
import { lastMailTo, linkIn } from '../setup/outbox';
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
    expect(mails[1]?.body_text).toContain('https://fish.example/signup');
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
    expect(text?.body_text).toBe(
      'Invitation to the Aquaculture Group back office: sign up with this number at https://fish.example/signup within 14 days.',
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

  it('gives the roles when the invited address is confirmed, not before, and names the inviter in the audit trail', async () => {
    await auth.api.signUpEmail({
      body: { email: 'new.editor@example.in', password: 'a-long-staff-password', name: 'New editor' },
      headers: new Headers({ origin: BASE_URL }),
    });
    const user = await database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'new.editor@example.in')
      .executeTakeFirstOrThrow();
    // An address typed at sign-up proves nothing.
    expect(await rolesOf(user.id)).toEqual([]);
    const mail = lastMailTo(await sentMail(database, dataDir), 'new.editor@example.in', 'Verify your email');
    await auth.handler(new Request(linkIn(mail ?? '', '/api/auth/verify-email')));
    expect(await rolesOf(user.id)).toEqual(['editor']);
    expect(
      await database.db
        .selectFrom('staff_invitations')
        .select('id')
        .where('contact', '=', 'new.editor@example.in')
        .execute(),
    ).toEqual([]);
    const [line] = await database.db
      .selectFrom('audit_log')
      .select(['actor_email', 'after'])
      .where('entity', '=', 'staff_roles')
      .where('entity_id', '=', user.id)
      .execute();
    expect(line).toEqual({ actor_email: 'invitation from owner@example.in', after: '{"roles":["editor"]}' });
  });

  it('gives nothing for an expired invitation, and withdraws one on request', async () => {
    await invite(owner, 'late@example.in', ['editor']);
    await database.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('contact', '=', 'late@example.in')
      .execute();
    await insertVerifiedUser(database.db, engine, { id: 'late-1', email: 'late@example.in' });
    expect(
      await acceptStaffInvitations({
        db: database.db,
        user: { id: 'late-1', email: 'late@example.in', emailVerified: true },
      }),
    ).toEqual([]);
    expect(await rolesOf('late-1')).toEqual([]);
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
