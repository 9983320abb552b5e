import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type Post, postColumns, toPostSummary } from './post';

/** Spec §7.2: one post by slug, published only (drafts and archived posts do not exist for visitors). */
export async function findPublishedPost(db: Kysely<Database>, slug: string): Promise<Post | undefined> {
  const row = await db
    .selectFrom('blogs')
    .leftJoin('blog_categories', 'blog_categories.id', 'blogs.category_id')
    .select([...postColumns, 'blogs.meta_title', 'blogs.meta_description', 'blogs.view_count'])
    .where('blogs.slug', '=', slug)
    .where('blogs.status', '=', 'published')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toPostSummary(row),
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    viewCount: Number(row.view_count),
  };
}
