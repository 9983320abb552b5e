'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { type FormState, formDataObject, typedValues } from '@/lib/forms/form-state';
import { TRANSLATED_LOCALES } from '@/lib/i18n/locales';
import { t } from '@/lib/i18n/messages';
import { BLOG_IMAGE_MAX_BYTES, blogCategorySchema, blogPostFormSchema } from '@/lib/schemas/blog-admin';
import { recordIdSchema } from '@/lib/schemas/people';
import { translatedFields, translationField } from '@/lib/schemas/translation-fields';
import { requireAdmin } from '@/server/auth/viewer';
import { BLOG_TAG } from '@/server/blog';
import { deleteBlogCategory, saveBlogCategory } from '@/server/blog/admin-categories';
import { deleteBlogPost, saveBlogPost } from '@/server/blog/admin-posts';
import { getDb } from '@/server/db';
import { AppError, isAppError } from '@/server/errors/app-error';
import { revalidatePages } from '@/server/i18n/revalidate-pages';
import { getLogger } from '@/server/logger';
import { getStorage } from '@/server/storage';
import { flashToast } from '@/server/toast/flash-toast';
import { invalid } from '../action-results';
import { pictureNotSaved } from './admin-action-results';
import { backToList } from './back-url';

const BLOG_LIST = '/admin?tab=blogs';
const POST_FIELDS = [
  'title',
  'slug',
  'categoryId',
  'imageUrl',
  'excerpt',
  'content',
  'tags',
  'author',
  'status',
  'metaTitle',
  'metaDescription',
] as const;

const idFrom = (formData: FormData) => {
  const parsed = recordIdSchema.safeParse(formData.get('id'));
  return parsed.success ? parsed.data : undefined;
};

/** The blog's pages, feed and sitemap are cached: drop them, so the next visit shows the change. */
function refreshBlog() {
  updateTag(BLOG_TAG);
  revalidatePages('/blog', 'layout');
  revalidatePath('/sitemap.xml');
}

async function pictureFrom(formData: FormData) {
  const file = formData.get('picture');
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > BLOG_IMAGE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
  return { data: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

/** /admin/add-blog and the edit screen. Content is kept as typed on a refusal (it can be long). */
export async function saveBlogPostAction(_state: FormState, formData: FormData): Promise<FormState> {
  const values = {
    ...typedValues(formData, POST_FIELDS),
    ...typedValues(formData, translatedFields(['title', 'excerpt', 'metaTitle', 'metaDescription'])),
    content: String(formData.get('content') ?? '').slice(0, 200_000),
    ...Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => {
        const field = translationField('content', locale);
        return [field, String(formData.get(field) ?? '').slice(0, 200_000)];
      }),
    ),
  };
  const id = idFrom(formData);
  const failed = (reason: string, fieldErrors?: Record<string, string>): FormState => ({
    status: 'error',
    message: `${t(id ? 'admin.blog.updateFailed' : 'admin.blog.createFailed')}: ${reason}`,
    fieldErrors,
    values,
  });
  try {
    const actor = await requireAdmin();
    const parsed = blogPostFormSchema.safeParse(formDataObject(formData));
    if (!parsed.success) return invalid(parsed.error, values);
    const { translations, ...input } = parsed.data;
    await saveBlogPost({
      db: getDb(),
      storage: getStorage(),
      logger: getLogger(),
      actor,
      id,
      input,
      translations,
      picture: await pictureFrom(formData),
    });
  } catch (error) {
    if (isAppError(error, 'FILE_TOO_LARGE') || isAppError(error, 'UNSUPPORTED_FILE')) {
      const reason = t(error.code === 'FILE_TOO_LARGE' ? 'admin.blog.imageTooLarge' : 'admin.blog.imageType');
      return failed(reason, { picture: reason });
    }
    if (isAppError(error, 'FILE_NOT_SAVED')) {
      const reason = pictureNotSaved(error);
      return failed(reason, { picture: reason });
    }
    if (isAppError(error, 'CONFLICT')) return failed(t('admin.blog.slugTaken'), { slug: t('admin.blog.slugTaken') });
    if (isAppError(error, 'NOT_FOUND')) return failed(t('admin.blog.notFound'));
    if (isAppError(error)) return failed(t('admin.accessDenied'));
    getLogger().error({ err: error }, 'saving a blog post failed');
    return failed(t('auth.unexpected'));
  }
  refreshBlog();
  await flashToast('success', t(id ? 'admin.blog.updated' : 'admin.blog.created'));
  redirect(BLOG_LIST);
}

export async function deleteBlogPostAction(_state: FormState, formData: FormData): Promise<FormState> {
  const id = idFrom(formData);
  try {
    const actor = await requireAdmin();
    if (id === undefined) throw new AppError('NOT_FOUND');
    await deleteBlogPost({ db: getDb(), storage: getStorage(), logger: getLogger(), actor, id });
  } catch (error) {
    if (!isAppError(error)) getLogger().error({ err: error }, 'deleting a blog post failed');
    const reason = isAppError(error, 'NOT_FOUND')
      ? t('admin.blog.notFound')
      : isAppError(error)
        ? t('admin.accessDenied')
        : t('auth.unexpected');
    return { status: 'error', message: `${t('admin.blog.deleteFailed')}: ${reason}` };
  }
  refreshBlog();
  await flashToast('success', t('admin.blog.deleted'));
  redirect(backToList(formData, { tab: 'blogs' }));
}

/** Manage Categories: add (no id) or rename. */
export async function saveBlogCategoryAction(_state: FormState, formData: FormData): Promise<FormState> {
  const values = typedValues(formData, ['name']);
  const id = idFrom(formData);
  const failed = (reason: string): FormState => ({
    status: 'error',
    message: t('admin.blog.categorySaveFailed', { message: reason }),
    values,
  });
  try {
    const actor = await requireAdmin();
    const parsed = blogCategorySchema.safeParse(formDataObject(formData));
    if (!parsed.success) return invalid(parsed.error, values);
    await saveBlogCategory({ db: getDb(), actor, id, name: parsed.data.name });
  } catch (error) {
    if (isAppError(error, 'CONFLICT')) return failed(t('admin.blog.categoryTaken'));
    if (isAppError(error, 'NOT_FOUND')) return failed(t('admin.blog.categoryNotFound'));
    if (isAppError(error, 'INVALID_INPUT')) return failed(t('admin.blog.categoryNameRequired'));
    if (isAppError(error)) return failed(t('admin.accessDenied'));
    getLogger().error({ err: error }, 'saving a blog category failed');
    return failed(t('auth.unexpected'));
  }
  refreshBlog();
  await flashToast('success', t('admin.blog.categorySaved'));
  redirect(`${BLOG_LIST}#manage-categories`);
}

export async function deleteBlogCategoryAction(_state: FormState, formData: FormData): Promise<FormState> {
  const id = idFrom(formData);
  const failed = (reason: string): FormState => ({
    status: 'error',
    message: t('admin.blog.categoryDeleteFailed', { message: reason }),
  });
  try {
    const actor = await requireAdmin();
    if (id === undefined) throw new AppError('NOT_FOUND');
    await deleteBlogCategory({ db: getDb(), actor, id });
  } catch (error) {
    if (isAppError(error, 'CONFLICT')) return failed(t('admin.blog.categoryInUse'));
    if (isAppError(error, 'NOT_FOUND')) return failed(t('admin.blog.categoryNotFound'));
    if (isAppError(error)) return failed(t('admin.accessDenied'));
    getLogger().error({ err: error }, 'deleting a blog category failed');
    return failed(t('auth.unexpected'));
  }
  refreshBlog();
  await flashToast('success', t('admin.blog.categoryDeleted'));
  redirect(`${BLOG_LIST}#manage-categories`);
}
