import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Deletes better-auth's verification rows past their expiry (sign-in codes,
 * reset tokens, two-step codes): they prove nothing any more. Without it each
 * number a code was asked for (a code nobody was sent included: decision 035)
 * would keep its row for ever. Returns how many went.
 */
export async function removeExpiredVerifications(db: Kysely<Database>, now: Date): Promise<number> {
  // ISO text on both engines: better-auth writes its dates so on SQLite, and PostgreSQL reads it as a timestamp.
  const result = await db.deleteFrom('verification').where('expiresAt', '<', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
