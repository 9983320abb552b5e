import type { Kysely } from 'kysely';
import { POSTS_PER_PAGE } from '@/lib/blog';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/schema';
import { anyColumnContains } from '../db/text-search';
import { type PostSummary, postColumns, toPostSummary } from './post';
import { translatePosts } from './translate-posts';

export type PostPage = { posts: PostSummary[]; total: number; page: number; pageCount: number };

/**
 * Spec §2.9: published posts, newest first, 12 a page; `query` matches title,
 * excerpt or author without regard to case (and, in Assamese or Hindi, the
 * title or excerpt of that language's translation); `categoryId` narrows to one
 * category. Posts come in that language where translated (English by default).
 */
export async function findPublishedPosts(
  db: Kysely<Database>,
  options: { query?: string; categoryId?: number; page?: number; perPage?: number; locale?: Locale },
): Promise<PostPage> {
  const perPage = options.perPage ?? POSTS_PER_PAGE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const query = options.query?.trim().slice(0, 100);
  const locale = options.locale ?? 'en';
  let filtered = db
    .selectFrom('blogs')
    .leftJoin('blog_categories', 'blog_categories.id', 'blogs.category_id')
    .where('blogs.status', '=', 'published');
  if (query) {
    const english = anyColumnContains(['blogs.title', 'blogs.excerpt', 'blogs.author'], query);
    filtered =
      locale === 'en'
        ? filtered.where(english)
        : filtered.where((eb) =>
            eb.or([
              english,
              eb.exists(
                eb
                  .selectFrom('blog_translations')
                  .select('blog_translations.blog_id')
                  .whereRef('blog_translations.blog_id', '=', 'blogs.id')
                  .where('blog_translations.locale', '=', locale)
                  .where(anyColumnContains(['blog_translations.title', 'blog_translations.excerpt'], query)),
              ),
            ]),
          );
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
  return {
    posts: await translatePosts(db, rows.map(toPostSummary), locale),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
  };
}
