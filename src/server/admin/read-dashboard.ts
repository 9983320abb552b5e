import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** After this long away, the next page of the back office starts a new visit. */
const VISIT_GAP_MS = 30 * 60 * 1000;

export type Dashboard = {
  pendingOrders: number;
  /** When the admin last looked during their previous visit; null on their very first visit. */
  newSince: Date | null;
  newContact: number;
  newJoin: number;
  newTenant: number;
  /** Messages the outbox gave up on (all of them, not only new ones: each needs someone to act). */
  failedMessages: number;
};

/**
 * The strip at the top of /admin: pending orders, and submissions that arrived
 * since the admin's last visit and are still `new` (one another admin has
 * already marked handled or replied is not news), and failed messages. Also
 * records this visit.
 */
export async function readDashboard(db: Kysely<Database>, userId: string, now: Date = new Date()): Promise<Dashboard> {
  const admin = await db
    .selectFrom('staff_members')
    .select(['seen_at', 'previous_seen_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const seenAt = admin?.seen_at ? new Date(admin.seen_at) : null;
  const newVisit = !seenAt || now.getTime() - seenAt.getTime() > VISIT_GAP_MS;
  const since = newVisit ? seenAt : admin?.previous_seen_at ? new Date(admin.previous_seen_at) : null;
  await db
    .updateTable('staff_members')
    .set(
      newVisit
        ? { previous_seen_at: seenAt ? seenAt.toISOString() : null, seen_at: now.toISOString() }
        : { seen_at: now.toISOString() },
    )
    .where('user_id', '=', userId)
    .execute();

  const countSince = async (table: 'contact_us' | 'join_us' | 'tenant_down_submissions') => {
    if (!since) return 0;
    const row = await db
      .selectFrom(table)
      .select(sql<number | string>`count(*)`.as('count'))
      .where('created_at', '>', since.toISOString() as unknown as Date)
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const [pending, newContact, newJoin, newTenant, failed] = await Promise.all([
    db
      .selectFrom('orders')
      .select(sql<number | string>`count(*)`.as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    countSince('contact_us'),
    countSince('join_us'),
    countSince('tenant_down_submissions'),
    db
      .selectFrom('outbox_messages')
      .select(sql<number | string>`count(*)`.as('count'))
      .where('state', '=', 'failed')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    pendingOrders: Number(pending.count),
    newSince: since,
    newContact,
    newJoin,
    newTenant,
    failedMessages: Number(failed.count),
  };
}
