import type { Locale } from '@/lib/i18n/locales';
import { decodeList } from '@/lib/lists';

/** A published post as the public pages, the feed and the sitemap see it. */
export type PostSummary = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  author: string;
  tags: string[];
  category: { id: number; name: string } | null;
  createdAt: Date;
  updatedAt: Date;
  /** The language of its title and text: English until a translation is shown (see translate-posts.ts). */
  locale: Locale;
};

export type Post = PostSummary & { metaTitle: string | null; metaDescription: string | null; viewCount: number };

type PostRow = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featured_image_url: string | null;
  author: string;
  tags: string;
  category_id: number | null;
  category_name: string | null;
  created_at: Date;
  updated_at: Date;
};

export function toPostSummary(row: PostRow): PostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    imageUrl: row.featured_image_url,
    author: row.author,
    tags: decodeList(row.tags),
    category:
      row.category_id !== null && row.category_name !== null ? { id: row.category_id, name: row.category_name } : null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    locale: 'en',
  };
}

export const postColumns = [
  'blogs.id',
  'blogs.title',
  'blogs.slug',
  'blogs.excerpt',
  'blogs.content',
  'blogs.featured_image_url',
  'blogs.author',
  'blogs.tags',
  'blogs.category_id',
  'blog_categories.name as category_name',
  'blogs.created_at',
  'blogs.updated_at',
] as const;
