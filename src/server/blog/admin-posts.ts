import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { TranslatedLocale } from '@/lib/i18n/locales';
import { decodeList, encodeList } from '@/lib/lists';
import type { BlogPostInput } from '@/lib/schemas/blog-admin';
import type { TranslationsInput } from '@/lib/schemas/translation-fields';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import { isForeignKeyViolation, isUniqueViolation } from '../db/constraint-errors';
import type { BlogStatus, Database } from '../db/schema';
import { anyColumnContains } from '../db/text-search';
import { AppError, declareErrors } from '../errors/app-error';
import { findTranslationsFor, writeTranslations } from '../i18n/content-translations';
import { changePicture, deletePictureOf, type UploadedPicture } from '../storage/change-picture';
import type { FileStorage } from '../storage/file-storage';
import { saveUploadErrors } from '../storage/save-upload';
import { sanitizePostHtml } from './sanitize-post-html';

type Actor = StaffActor | null;

export const ADMIN_POSTS_PER_PAGE = 50;

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

export type AdminPostFilters = { query?: string; categoryId?: number; status?: BlogStatus; page?: number };

function base(db: Kysely<Database>) {
  return db.selectFrom('blogs').leftJoin('blog_categories', 'blog_categories.id', 'blogs.category_id');
}

const columns = [
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

function toRow(row: Record<string, unknown>): AdminPostRow {
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

/** Spec §2.11 Blog Management: every status, newest first; search, category and status filters and the stat cards in the database. */
export async function findAdminPosts(db: Kysely<Database>, filters: AdminPostFilters = {}) {
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const query = filters.query?.trim().slice(0, 100);
  let filtered = base(db);
  if (query) filtered = filtered.where(anyColumnContains(['blogs.title', 'blogs.excerpt', 'blogs.author'], query));
  if (filters.categoryId) filtered = filtered.where('blogs.category_id', '=', filters.categoryId);
  if (filters.status) filtered = filtered.where('blogs.status', '=', filters.status);
  const count = sql<number | string>`count(*)`.as('count');
  const [rows, matching, statuses, categories] = await Promise.all([
    filtered
      .select(columns)
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
    posts: rows.map((row) => toRow(row as Record<string, unknown>)),
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

export async function findAdminPost(db: Kysely<Database>, id: number): Promise<AdminPostRow | null> {
  const row = await base(db).select(columns).where('blogs.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const stored = (await findTranslationsFor(db, 'blog_translations', [id])).get(id) ?? {};
  const translations: AdminPostRow['translations'] = {};
  for (const [locale, texts] of Object.entries(stored) as [TranslatedLocale, Record<string, string>][]) {
    translations[locale] = {
      title: texts.title ?? '',
      excerpt: texts.excerpt ?? '',
      content: texts.content ?? '',
      metaTitle: texts.meta_title ?? '',
      metaDescription: texts.meta_description ?? '',
    };
  }
  return { ...toRow(row as Record<string, unknown>), translations };
}

export const saveBlogPostErrors = declareErrors(
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BLOG_CATEGORY_NOT_FOUND',
  ...saveUploadErrors,
);

/**
 * Adds (no `id`) or changes a post. The body goes through the sanitiser before
 * it is stored (and again when shown); a slug already used gives CONFLICT, a
 * category deleted meanwhile BLOG_CATEGORY_NOT_FOUND (NOT_FOUND is the post
 * itself); an uploaded featured image is stored as WebP at most 1200 px wide.
 */
export async function saveBlogPost(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: Actor;
  id?: number;
  input: BlogPostInput;
  picture: UploadedPicture | null;
  /** Its Assamese and Hindi texts, saved with it (their text sanitised too). */
  translations?: TranslationsInput<'title' | 'excerpt' | 'content' | 'metaTitle' | 'metaDescription'>;
}): Promise<{ id: number; slug: string }> {
  assertPermission(options.actor, 'blog');
  const { db, actor, id, input } = options;
  const current =
    id === undefined ? null : await db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
  if (id !== undefined && !current) throw new AppError('NOT_FOUND');
  const fields = {
    title: input.title,
    slug: input.slug,
    content: sanitizePostHtml(input.content),
    excerpt: input.excerpt,
    author: input.author,
    status: input.status,
    meta_title: input.metaTitle,
    meta_description: input.metaDescription || null,
    tags: encodeList(input.tags),
    category_id: input.categoryId,
    updated_at: new Date().toISOString(),
  };
  let saved = { id: id ?? 0, slug: input.slug };
  try {
    const written = await changePicture({
      storage: options.storage,
      logger: options.logger,
      picture: options.picture,
      remove: false,
      currentUrl: current?.featured_image_url ?? null,
      shape: { maxWidth: 1200 },
      allowedKinds: ['png', 'jpeg', 'gif', 'webp'],
      write: async (pictureUrl) => {
        const imageUrl = options.picture ? pictureUrl : (input.imageUrl ?? current?.featured_image_url ?? null);
        const row = await db.transaction().execute(async (trx) => {
          const result = current
            ? await trx
                .updateTable('blogs')
                .set({ ...fields, featured_image_url: imageUrl })
                .where('id', '=', current.id)
                .returning(['id', 'slug'])
                .executeTakeFirst()
            : await trx
                .insertInto('blogs')
                .values({ ...fields, featured_image_url: imageUrl })
                .returning(['id', 'slug'])
                .executeTakeFirst();
          if (result && options.translations) {
            const { as, hi } = options.translations;
            const stored = (texts: typeof as) =>
              texts && {
                title: texts.title,
                excerpt: texts.excerpt,
                content: sanitizePostHtml(texts.content),
                meta_title: texts.metaTitle || null,
                meta_description: texts.metaDescription || null,
              };
            await writeTranslations(trx, 'blog_translations', result.id, { as: stored(as), hi: stored(hi) });
          }
          if (result) {
            await recordAudit(trx, {
              actor,
              action: current ? 'update' : 'create',
              entity: 'blogs',
              entityId: result.id,
              before: current ? { title: current.title, status: current.status } : undefined,
              after: { title: input.title, status: input.status },
            });
          }
          return result;
        });
        if (row) saved = row;
        return row !== undefined;
      },
    });
    if (!written) throw new AppError('NOT_FOUND');
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT');
    // The category chosen in the form was deleted meanwhile (the only reference a post's row holds).
    if (isForeignKeyViolation(error) && !(await categoryExists(db, input.categoryId))) {
      throw new AppError('BLOG_CATEGORY_NOT_FOUND');
    }
    throw error;
  }
  return saved;
}

async function categoryExists(db: Kysely<Database>, id: number | null): Promise<boolean> {
  if (id === null) return true;
  return (await db.selectFrom('blog_categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export const deleteBlogPostErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

export async function deleteBlogPost(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: Actor;
  id: number;
}): Promise<void> {
  assertPermission(options.actor, 'blog');
  const { actor, id } = options;
  const imageUrl = await options.db.transaction().execute(async (trx) => {
    const post = await trx.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!post) throw new AppError('NOT_FOUND');
    await trx.deleteFrom('blogs').where('id', '=', id).execute();
    await recordAudit(trx, {
      actor,
      action: 'delete',
      entity: 'blogs',
      entityId: id,
      before: { title: post.title, slug: post.slug },
    });
    return post.featured_image_url;
  });
  await deletePictureOf(options.storage, options.logger, imageUrl);
}
