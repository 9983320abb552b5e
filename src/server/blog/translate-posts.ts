import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/schema';
import { filled } from '../i18n/content-translations';
import type { Post, PostSummary } from './post';

/**
 * Posts in a language: a translated post shows its title, excerpt and content
 * (each where written); an untranslated one stays English, and its `locale`
 * says so (the page marks it `lang="en"`). The meta title and description of a
 * post page follow its translation too.
 */
export async function translatePosts<Item extends PostSummary & Partial<Pick<Post, 'metaTitle' | 'metaDescription'>>>(
  db: Kysely<Database>,
  posts: Item[],
  locale: Locale,
): Promise<Item[]> {
  if (locale === 'en' || posts.length === 0) return posts;
  const rows = await db
    .selectFrom('blog_translations')
    .select(['blog_id', 'title', 'excerpt', 'content', 'meta_title', 'meta_description'])
    .where('locale', '=', locale)
    .where(
      'blog_id',
      'in',
      posts.map((post) => post.id),
    )
    .execute();
  const byPost = new Map(rows.map((row) => [row.blog_id, row]));
  return posts.map((post) => {
    const row = byPost.get(post.id);
    if (!row) return post;
    return {
      ...post,
      title: filled(row.title, post.title),
      // No translated excerpt: the card takes its start from the translated text, not the English excerpt.
      excerpt: row.excerpt.trim() ? row.excerpt : '',
      content: filled(row.content, post.content),
      locale,
      ...('metaTitle' in post
        ? { metaTitle: row.meta_title?.trim() || null, metaDescription: row.meta_description?.trim() || null }
        : {}),
    };
  });
}
