import type { Kysely } from 'kysely';
import { POSTS_PER_PAGE } from '@/lib/blog';
import type { Database } from '../db/schema';
import { anyColumnContains } from '../db/text-search';
import { type PostSummary, postColumns, toPostSummary } from './post';

export type PostPage = { posts: PostSummary[]; total: number; page: number; pageCount: number };

/**
 * Spec §2.9: published posts, newest first, 12 a page; `query` matches title,
 * excerpt or author without regard to case; `categoryId` narrows to one category.
 */
export async function findPublishedPosts(
  db: Kysely<Database>,
  options: { query?: string; categoryId?: number; page?: number; perPage?: number },
): Promise<PostPage> {
  const perPage = options.perPage ?? POSTS_PER_PAGE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const query = options.query?.trim().slice(0, 100);
  let filtered = db
    .selectFrom('blogs')
    .leftJoin('blog_categories', 'blog_categories.id', 'blogs.category_id')
    .where('blogs.status', '=', 'published');
  if (query) {
    filtered = filtered.where(anyColumnContains(['blogs.title', 'blogs.excerpt', 'blogs.author'], query));
  }
  if (options.categoryId) filtered = filtered.where('blogs.category_id', '=', options.categoryId);

  const [rows, count] = await Promise.all([
    filtered
      .select(postColumns)
      .orderBy('blogs.created_at', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return { posts: rows.map(toPostSummary), total, page, pageCount: Math.max(1, Math.ceil(total / perPage)) };
}
