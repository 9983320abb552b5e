import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Every published post's page, for the sitemap (drafts and archived posts are left out). */
export async function findPostPaths(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('blogs')
    .select('slug')
    .where('status', '=', 'published')
    .orderBy('created_at', 'desc')
    .limit(5_000)
    .execute();
  return rows.map((row) => `/blog/${row.slug}`);
}
