import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How long a finished message is kept: long enough for the office to answer "did my message come?". */
export const KEEP_MESSAGES_DAYS = 90;

/**
 * Deletes sent, delivered and failed messages older than KEEP_MESSAGES_DAYS:
 * their bodies hold what customers typed and links to their accounts. Queued
 * ones are never old (they fail after a day).
 */
export async function sweepOldMessages(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_MESSAGES_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = await db
    .deleteFrom('outbox_messages')
    .where('state', 'in', ['sent', 'delivered', 'failed'])
    .where('created_at', '<', before as unknown as Date)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
