import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Spec §7.2: blog categories by name. */
export async function findBlogCategories(db: Kysely<Database>): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('blog_categories').select(['id', 'name']).orderBy('name').execute();
}
