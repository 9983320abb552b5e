import { type Kysely, sql } from 'kysely';
import type { BlogStatus, Database } from '../db/schema';
import { anyColumnContains } from '../db/text-search';
import { ADMIN_POST_COLUMNS, adminPostQuery, toAdminPostRow } from './admin-post';

export const ADMIN_POSTS_PER_PAGE = 50;

export type AdminPostFilters = { query?: string; categoryId?: number; status?: BlogStatus; page?: number };

/** Spec §2.11 Blog Management: every status, newest first; search, category and status filters and the stat cards in the database. */
export async function findAdminPosts(db: Kysely<Database>, filters: AdminPostFilters = {}) {
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const query = filters.query?.trim().slice(0, 100);
  let filtered = adminPostQuery(db);
  if (query) filtered = filtered.where(anyColumnContains(['blogs.title', 'blogs.excerpt', 'blogs.author'], query));
  if (filters.categoryId) filtered = filtered.where('blogs.category_id', '=', filters.categoryId);
  if (filters.status) filtered = filtered.where('blogs.status', '=', filters.status);
  const count = sql<number | string>`count(*)`.as('count');
  const [rows, matching, statuses, categories] = await Promise.all([
    filtered
      .select(ADMIN_POST_COLUMNS)
      .orderBy('blogs.created_at', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(ADMIN_POSTS_PER_PAGE)
      .offset((page - 1) * ADMIN_POSTS_PER_PAGE)
      .execute(),
    filtered.select(count).executeTakeFirstOrThrow(),
    db.selectFrom('blogs').select(['status', count]).groupBy('status').execute(),
    db.selectFrom('blog_categories').select(count).executeTakeFirstOrThrow(),
  ]);
  const byStatus = (status: BlogStatus) => Number(statuses.find((row) => row.status === status)?.count ?? 0);
  const total = Number(matching.count);
  return {
    rows: rows.map((row) => toAdminPostRow(row as Record<string, unknown>)),
    page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_POSTS_PER_PAGE)),
    matching: total,
    stats: {
      total: statuses.reduce((sum, row) => sum + Number(row.count), 0),
      published: byStatus('published'),
      drafts: byStatus('draft'),
      categories: Number(categories.count),
    },
  };
}
