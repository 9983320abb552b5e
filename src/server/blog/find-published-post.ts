import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/schema';
import { type Post, postColumns, toPostSummary } from './post';
import { translatePosts } from './translate-posts';

/**
 * Spec §7.2: one post by slug, published only (drafts and archived posts do not
 * exist for visitors), in a language where translated (English by default).
 */
export async function findPublishedPost(db: Kysely<Database>, slug: string, locale: Locale): Promise<Post | undefined> {
  const row = await db
    .selectFrom('blogs')
    .leftJoin('blog_categories', 'blog_categories.id', 'blogs.category_id')
    .select([...postColumns, 'blogs.meta_title', 'blogs.meta_description', 'blogs.view_count'])
    .where('blogs.slug', '=', slug)
    .where('blogs.status', '=', 'published')
    .executeTakeFirst();
  if (!row) return undefined;
  const post: Post = {
    ...toPostSummary(row),
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    viewCount: Number(row.view_count),
  };
  const [translated] = await translatePosts(db, [post], locale);
  return translated;
}
