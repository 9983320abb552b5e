import { Migrator, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@/lib/permissions';
import { migrateToLatest, migrationsFor } from '@/server/db/migrate';
import { findAccountByContact, findStaff } from '@/server/staff/find-staff';
import { OPERATOR, setStaffRoles } from '@/server/staff/set-staff-roles';
import { emptyDatabase } from '../setup/empty-database';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { insertVerifiedUser } from '../setup/users';

const owner = { userId: 'owner-1', email: 'owner@example.in', roles: ['owner' as const] };
const editor = { userId: 'editor-1', email: 'editor@example.in', roles: ['editor' as const] };

describe.each(testEngines())('staff roles on %s', (engine) => {
  let database: TestDatabase;
  const set = (actor: Parameters<typeof setStaffRoles>[0]['actor'], userId: string, roles: StaffRole[]) =>
    setStaffRoles({ db: database.db, engine, actor, userId, roles });
  const rolesOf = async (userId: string) =>
    (
      await database.db.selectFrom('staff_roles').select('role').where('user_id', '=', userId).orderBy('role').execute()
    ).map((row) => row.role);
  const auditLines = () =>
    database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_email', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'staff_roles')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (const id of ['owner-1', 'owner-2', 'editor-1', 'desk-1', 'farmer-1']) {
      await insertVerifiedUser(database.db, engine, { id });
    }
    await set(OPERATOR, 'owner-1', ['owner']);
    await set(OPERATOR, 'editor-1', ['editor']);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('gives and takes roles, keeps the staff row while a role is held, and writes each change in the audit trail', async () => {
    const before = (await auditLines()).length;
    expect(await set(owner, 'desk-1', ['order-desk', 'editor'])).toEqual({
      granted: ['order-desk', 'editor'],
      revoked: [],
    });
    expect(await rolesOf('desk-1')).toEqual(['editor', 'order-desk']);
    // Nothing to change: nothing written.
    expect(await set(owner, 'desk-1', ['editor', 'order-desk'])).toEqual({ granted: [], revoked: [] });
    expect(await set(owner, 'desk-1', ['order-desk'])).toEqual({ granted: [], revoked: ['editor'] });
    expect(await set(owner, 'desk-1', [])).toEqual({ granted: [], revoked: ['order-desk'] });
    expect(await rolesOf('desk-1')).toEqual([]);
    expect(
      await database.db.selectFrom('staff_members').select('user_id').where('user_id', '=', 'desk-1').execute(),
    ).toEqual([]);
    const lines = (await auditLines()).slice(before);
    expect(lines.map((line) => [line.actor_email, line.entity_id, line.before, line.after])).toEqual([
      ['owner@example.in', 'desk-1', '{"roles":[]}', '{"roles":["order-desk","editor"]}'],
      ['owner@example.in', 'desk-1', '{"roles":["order-desk","editor"]}', '{"roles":["order-desk"]}'],
      ['owner@example.in', 'desk-1', '{"roles":["order-desk"]}', '{"roles":[]}'],
    ]);
  });

  it('refuses those without the staff permission', async () => {
    await expect(set(null, 'farmer-1', ['owner'])).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(set(editor, 'farmer-1', ['editor'])).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(set({ ...editor, roles: [] }, 'farmer-1', [])).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await rolesOf('farmer-1')).toEqual([]);
    await expect(set(owner, 'nobody', ['editor'])).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps the last owner: the owner role goes only while another owner remains', async () => {
    await expect(set(owner, 'owner-1', ['editor'])).rejects.toMatchObject({ code: 'LAST_OWNER' });
    await expect(set(OPERATOR, 'owner-1', [])).rejects.toMatchObject({ code: 'LAST_OWNER' });
    expect(await rolesOf('owner-1')).toEqual(['owner']);
    await set(owner, 'owner-2', ['owner']);
    await set({ ...owner, userId: 'owner-2' }, 'owner-1', ['editor']);
    expect(await rolesOf('owner-1')).toEqual(['editor']);
    await expect(set(OPERATOR, 'owner-2', [])).rejects.toMatchObject({ code: 'LAST_OWNER' });
    await set(OPERATOR, 'owner-1', ['owner']);
  });

  it('keeps an owner when two owners take the owner role from each other at the same moment', async () => {
    // Two requests at once, each from the other owner: on PostgreSQL two transactions in
    // two connections, where only the owner rows' lock makes the second see the first's
    // removal. A race shows only now and then, so it is run a number of times.
    for (let round = 0; round < 10; round += 1) {
      await set(OPERATOR, 'owner-2', ['owner']);
      const results = await Promise.allSettled([
        set(owner, 'owner-2', ['editor']),
        set({ ...owner, userId: 'owner-2' }, 'owner-1', ['editor']),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'LAST_OWNER' } });
      const owners = await database.db
        .selectFrom('staff_roles')
        .select('user_id')
        .where('role', '=', 'owner')
        .execute();
      expect(owners).toHaveLength(1);
      await set(OPERATOR, 'owner-1', ['owner']);
    }
    await set(OPERATOR, 'owner-2', ['owner']);
  });

  it('ends the sessions of someone who becomes staff, so the staff password rule is checked at their next sign-in', async () => {
    const now = new Date();
    await database.db
      .insertInto('session')
      .values({
        id: 'session-farmer',
        token: 'token-farmer',
        userId: 'farmer-1',
        expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        ipAddress: null,
        userAgent: null,
      })
      .execute();
    await set(owner, 'farmer-1', ['editor']);
    expect(await database.db.selectFrom('session').select('id').where('userId', '=', 'farmer-1').execute()).toEqual([]);
    await set(owner, 'farmer-1', []);
  });

  it('lists the staff with their roles, owners first, and finds an account by e-mail or proved mobile number', async () => {
    const staff = await findStaff(database.db);
    expect(staff.map((member) => [member.userId, member.roles])).toEqual([
      ['owner-1', ['owner']],
      ['owner-2', ['owner']],
      ['editor-1', ['editor']],
    ]);
    expect(await findAccountByContact(database.db, 'Editor-1@Example.in')).toBe('editor-1');
    await database.db
      .updateTable('user')
      .set({ phoneNumber: '+919864100001', phoneNumberVerified: engine === 'sqlite' ? 0 : false })
      .where('id', '=', 'desk-1')
      .execute();
    // A number no code has proved is nobody's yet.
    await expect(findAccountByContact(database.db, '+919864100001')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await database.db
      .updateTable('user')
      .set({ phoneNumberVerified: engine === 'sqlite' ? 1 : true })
      .where('id', '=', 'desk-1')
      .execute();
    expect(await findAccountByContact(database.db, '+919864100001')).toBe('desk-1');
  });
});

/** Migration 0015: every admin of before becomes an owner, and nobody else becomes staff. */
describe.each(testEngines())('[ADMIN][ROLES] migration 0015 on %s', (engine) => {
  let drop = async () => {};
  afterEach(async () => {
    await drop();
    drop = async () => {};
  });

  it('makes each admin an owner', async () => {
    const empty = await emptyDatabase(engine);
    drop = empty.drop;
    const { db } = empty.handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(engine) } });
    expect((await migrator.migrateTo('0014-phone-sign-in')).error).toBeUndefined();
    for (const id of ['boss', 'clerk', 'farmer']) await insertVerifiedUser(db, engine, { id });
    await sql`insert into admins (user_id) values ('boss'), ('clerk')`.execute(db);
    await migrateToLatest(db, engine);
    expect(await db.selectFrom('staff_roles').select(['user_id', 'role']).orderBy('user_id').execute()).toEqual([
      { user_id: 'boss', role: 'owner' },
      { user_id: 'clerk', role: 'owner' },
    ]);
    // The database refuses a role the code does not know.
    await expect(sql`insert into staff_roles (user_id, role) values ('boss', 'cashier')`.execute(db)).rejects.toThrow();
  });
});

/** Migration 0019: `admins` becomes `staff_members`, with its rows, and `staff_roles` still hangs off it. */
describe.each(testEngines())('[ADMIN][ROLES] migration 0019 on %s', (engine) => {
  let drop = async () => {};
  afterEach(async () => {
    await drop();
    drop = async () => {};
  });

  it('keeps the staff, their visits and their roles', async () => {
    const empty = await emptyDatabase(engine);
    drop = empty.drop;
    const { db } = empty.handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(engine) } });
    expect((await migrator.migrateTo('0018-invitation-links')).error).toBeUndefined();
    for (const id of ['boss', 'desk', 'farmer']) await insertVerifiedUser(db, engine, { id });
    await sql`insert into admins (user_id, seen_at) values ('boss', ${'2026-01-02T03:04:05.000Z'}), ('desk', null)`.execute(
      db,
    );
    await sql`insert into staff_roles (user_id, role) values ('boss', 'owner'), ('desk', 'order-desk')`.execute(db);

    await migrateToLatest(db, engine);
    const members = await db.selectFrom('staff_members').select(['user_id', 'seen_at']).orderBy('user_id').execute();
    expect(members.map((row) => [row.user_id, row.seen_at === null])).toEqual([
      ['boss', false],
      ['desk', true],
    ]);
    // The roles' foreign key follows the new name: no role without a staff row, and a staff row takes its roles with it.
    await expect(
      sql`insert into staff_roles (user_id, role) values ('farmer', 'editor')`.execute(db),
    ).rejects.toThrow();
    await sql`insert into staff_roles (user_id, role) values ('boss', 'editor')`.execute(db);
    await db.deleteFrom('staff_members').where('user_id', '=', 'desk').execute();
    expect(await db.selectFrom('staff_roles').select(['user_id', 'role']).orderBy('role').execute()).toEqual([
      { user_id: 'boss', role: 'editor' },
      { user_id: 'boss', role: 'owner' },
    ]);
    // A user's staff row goes with the user.
    await db.deleteFrom('user').where('id', '=', 'boss').execute();
    expect(await db.selectFrom('staff_members').select('user_id').execute()).toEqual([]);
    expect(await db.selectFrom('staff_roles').select('user_id').execute()).toEqual([]);
  });
});
