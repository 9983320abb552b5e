import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** The site is healthy when the database answers. */
export async function checkHealth(db: Kysely<Database>): Promise<{ healthy: boolean }> {
  try {
    await sql`select 1`.execute(db);
    return { healthy: true };
  } catch {
    return { healthy: false };
  }
}
