import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDashboard } from '@/server/admin/read-dashboard';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { insertVerifiedUser } from '../setup/users';

describe.each(testEngines())('the admin dashboard on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertVerifiedUser(database.db, engine, { id: 'admin-1', name: 'Office', email: 'office@example.in' });
    await database.db.insertInto('staff_members').values({ user_id: 'admin-1' }).execute();
  });
  afterAll(async () => {
    await database.drop();
  });

  const question = (at: Date) =>
    database.db
      .insertInto('contact_us')
      .values({ question: 'Q', email: 'q@example.in', description: 'D', created_at: at.toISOString() })
      .execute();

  it('counts what arrived since the previous visit; pages within a visit keep the same count', async () => {
    const monday = new Date('2026-11-16T04:00:00Z');
    const first = await readDashboard(database.db, 'admin-1', monday);
    expect(first.newSince).toBeNull();
    expect(first.newContact).toBe(0);

    await question(new Date('2026-11-16T10:00:00Z'));
    await question(new Date('2026-11-17T10:00:00Z'));
    // Tuesday: a new visit (more than 30 minutes later); both questions are new.
    const tuesday = new Date('2026-11-17T12:00:00Z');
    const second = await readDashboard(database.db, 'admin-1', tuesday);
    expect(second.newSince?.toISOString()).toBe(monday.toISOString());
    expect(second.newContact).toBe(2);
    // Ten minutes later, another page of the same visit: the same count.
    const later = await readDashboard(database.db, 'admin-1', new Date(tuesday.getTime() + 10 * 60_000));
    expect(later.newContact).toBe(2);

    // Wednesday: only what came after Tuesday's visit began.
    await question(new Date('2026-11-18T08:00:00Z'));
    const third = await readDashboard(database.db, 'admin-1', new Date('2026-11-18T09:00:00Z'));
    expect(third.newContact).toBe(1);
    expect(third.pendingOrders).toBe(0);
  });

  it('counts only what is still new: a question another admin marked handled or replied is not news', async () => {
    await readDashboard(database.db, 'admin-1', new Date('2026-11-20T04:00:00Z'));
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10)).toISOString();
    await database.db
      .insertInto('contact_us')
      .values([
        { question: 'Still new', email: 'q@example.in', description: 'D', created_at: at(20), status: 'new' },
        { question: 'Handled', email: 'q@example.in', description: 'D', created_at: at(20), status: 'handled' },
        { question: 'Replied', email: 'q@example.in', description: 'D', created_at: at(20), status: 'replied' },
      ])
      .execute();
    await database.db
      .insertInto('tenant_down_submissions')
      .values([
        { name: 'A', email: 'a@example.in', tenant_url: 'https://a.example.in', created_at: at(20), status: 'new' },
        { name: 'B', email: 'b@example.in', tenant_url: 'https://b.example.in', created_at: at(20), status: 'handled' },
      ])
      .execute();
    const next = await readDashboard(database.db, 'admin-1', new Date('2026-11-21T04:00:00Z'));
    expect(next.newSince?.toISOString()).toBe('2026-11-20T04:00:00.000Z');
    expect(next.newContact).toBe(1);
    expect(next.newTenant).toBe(1);
  });
});
