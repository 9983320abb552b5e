import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Deletes the staff invitations past their date (housekeeping): they give nothing, and hold someone's address. */
export async function removeExpiredInvitations(db: Kysely<Database>, now: Date): Promise<number> {
  const removed = await db
    .deleteFrom('staff_invitations')
    // The same ISO text on both engines, as the outbox's due times.
    .where('expires_at', '<=', now.toISOString() as unknown as Date)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
