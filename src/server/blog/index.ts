import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '../db';
import { findBlogCategories } from './find-blog-categories';
import { findPostPaths } from './find-post-paths';
import { findPublishedPost } from './find-published-post';
import { findPublishedPosts, type PostPage } from './find-published-posts';
import type { Post, PostSummary } from './post';

/** Blog reads carry this tag; publishing, editing or deleting a post revalidates it. */
export const BLOG_TAG = 'blog';

const options = { tags: [BLOG_TAG], revalidate: 3600 };

/** The data cache stores JSON: dates come back as text and are turned into dates again here. */
function withDates<T extends PostSummary>(post: T): T {
  return { ...post, createdAt: new Date(post.createdAt), updatedAt: new Date(post.updatedAt) };
}

// These throw on a database failure (never cached); the pages show the spec's message.
// Each in the language of the page asking (an argument: each language has its own entry).
const cachedPosts = unstable_cache(
  async (query: string, categoryId: number, page: number, locale: Locale) =>
    findPublishedPosts(getDb(), { query, categoryId: categoryId || undefined, page, locale }),
  ['published-posts'],
  options,
);

const cachedPost = unstable_cache(
  async (slug: string, locale: Locale) => (await findPublishedPost(getDb(), slug, locale)) ?? null,
  ['published-post'],
  options,
);

export async function readPublishedPosts(
  query: string,
  categoryId: number,
  page: number,
  locale: Locale,
): Promise<PostPage> {
  const result = await cachedPosts(query, categoryId, page, locale);
  return { ...result, posts: result.posts.map(withDates) };
}

export async function readPublishedPost(slug: string, locale: Locale): Promise<Post | null> {
  const post = await cachedPost(slug, locale);
  return post ? withDates(post) : null;
}

export const readBlogCategories = unstable_cache(async () => findBlogCategories(getDb()), ['blog-categories'], options);

/** Every published post's page, for the sitemap: tagged, so publishing or deleting a post reaches it at once. */
export const readPostPaths = unstable_cache(async () => findPostPaths(getDb()), ['post-paths'], options);
