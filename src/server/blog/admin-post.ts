import type { Kysely } from 'kysely';
import type { TranslatedLocale } from '@/lib/i18n/locales';
import { decodeList } from '@/lib/lists';
import type { BlogStatus, Database } from '../db/schema';

/** A post as the back office lists and edits it (find-admin-posts.ts, find-admin-post.ts). */
export type AdminPostRow = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  tags: string[];
  categoryId: number | null;
  categoryName: string | null;
  author: string;
  status: BlogStatus;
  metaTitle: string | null;
  metaDescription: string | null;
  viewCount: number;
  createdAt: Date;
  /** Its Assamese and Hindi texts (read for the edit screen only). */
  translations?: Partial<Record<TranslatedLocale, PostTranslationTexts>>;
};

type PostTranslationTexts = Record<'title' | 'excerpt' | 'content' | 'metaTitle' | 'metaDescription', string>;

/** Posts with their category, as the back office reads them. */
export function adminPostQuery(db: Kysely<Database>) {
  return db.selectFrom('blogs').leftJoin('blog_categories', 'blog_categories.id', 'blogs.category_id');
}

export const ADMIN_POST_COLUMNS = [
  'blogs.id',
  'blogs.title',
  'blogs.slug',
  'blogs.excerpt',
  'blogs.content',
  'blogs.featured_image_url',
  'blogs.tags',
  'blogs.category_id',
  'blog_categories.name as category_name',
  'blogs.author',
  'blogs.status',
  'blogs.meta_title',
  'blogs.meta_description',
  'blogs.view_count',
  'blogs.created_at',
] as const;

export function toAdminPostRow(row: Record<string, unknown>): AdminPostRow {
  return {
    id: Number(row.id),
    title: String(row.title),
    slug: String(row.slug),
    excerpt: String(row.excerpt ?? ''),
    content: String(row.content ?? ''),
    imageUrl: (row.featured_image_url as string | null) ?? null,
    tags: decodeList(row.tags as string),
    categoryId: row.category_id === null ? null : Number(row.category_id),
    categoryName: (row.category_name as string | null) ?? null,
    author: String(row.author),
    status: row.status as BlogStatus,
    metaTitle: (row.meta_title as string | null) ?? null,
    metaDescription: (row.meta_description as string | null) ?? null,
    viewCount: Number(row.view_count),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
  };
}
