import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Issue 9: an admin's session ends after 12 hours without a request; visitors keep their 30 days. */
export const ADMIN_IDLE_LIMIT_SECONDS = 12 * 60 * 60;
/** The last-seen time is written at most this often, so an admin's clicks cost no write each. */
export const ACTIVITY_WRITE_INTERVAL_SECONDS = 5 * 60;

export type SessionActivity = 'not-admin' | 'active' | 'expired';

/**
 * Called for every request that carries a session (a better-auth hook, so
 * pages, actions, routes and /api/auth alike). For an admin's session: ends it
 * when it was idle for longer than the limit (the request then counts as signed
 * out), else notes the activity. The time of a session never used yet is its
 * creation. One indexed read per request; a write at most every 5 minutes.
 */
export async function trackAdminSessionActivity(options: {
  db: Kysely<Database>;
  sessionToken: string;
}): Promise<SessionActivity> {
  const { db } = options;
  const row = await db
    .selectFrom('session')
    .innerJoin('staff_members', 'staff_members.user_id', 'session.userId')
    .leftJoin('session_activity', 'session_activity.session_id', 'session.id')
    .select(['session.id as sessionId', 'session.createdAt as createdAt', 'session_activity.seen_at as seen_at'])
    .where('session.token', '=', options.sessionToken)
    .executeTakeFirst();
  if (!row) return 'not-admin';

  const now = Date.now();
  const lastSeen = new Date(row.seen_at ?? row.createdAt).getTime();
  if (now - lastSeen > ADMIN_IDLE_LIMIT_SECONDS * 1000) {
    await db.deleteFrom('session').where('id', '=', row.sessionId).execute();
    return 'expired';
  }
  if (!row.seen_at || now - lastSeen >= ACTIVITY_WRITE_INTERVAL_SECONDS * 1000) {
    const seenAt = new Date(now).toISOString();
    await db
      .insertInto('session_activity')
      .values({ session_id: row.sessionId, seen_at: seenAt })
      .onConflict((conflict) => conflict.column('session_id').doUpdateSet({ seen_at: seenAt }))
      .execute();
  }
  return 'active';
}
