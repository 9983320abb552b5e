import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { encodeList } from '@/lib/lists';
import type { BlogPostInput } from '@/lib/schemas/blog-admin';
import type { TranslationsInput } from '@/lib/schemas/translation-fields';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import { isForeignKeyViolation, isUniqueViolation } from '../db/constraint-errors';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { writeTranslations } from '../i18n/content-translations';
import { changePicture, type UploadedPicture } from '../storage/change-picture';
import type { FileStorage } from '../storage/file-storage';
import { saveUploadErrors } from '../storage/save-upload';
import { sanitizePostHtml } from './sanitize-post-html';

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
  actor: StaffActor | null;
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
