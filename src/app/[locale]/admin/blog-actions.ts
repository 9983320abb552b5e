'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { type FormState, formDataObject, typedValues } from '@/lib/forms/form-state';
import { TRANSLATED_LOCALES } from '@/lib/i18n/locales';
import { t } from '@/lib/i18n/messages';
import { ADMIN_ACTIONS } from '@/lib/permissions';
import { BLOG_IMAGE_MAX_BYTES, blogCategorySchema, blogPostFormSchema } from '@/lib/schemas/blog-admin';
import { recordIdSchema } from '@/lib/schemas/people';
import { translatedFields, translationField } from '@/lib/schemas/translation-fields';
import { requirePermission } from '@/server/auth/viewer';
import { BLOG_TAG } from '@/server/blog';
import { deleteBlogCategory, saveBlogCategory } from '@/server/blog/admin-categories';
import { deleteBlogPost, saveBlogPost } from '@/server/blog/admin-posts';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { revalidatePages } from '@/server/i18n/revalidate-pages';
import { getLogger } from '@/server/logger';
import { getStorage } from '@/server/storage';
import { flashToast } from '@/server/toast/flash-toast';
import { invalid } from '../action-results';
import { adminFailure, withReason } from './admin-action-results';
import { adminErrors } from './admin-errors';
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
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.saveBlogPostAction);
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
    return adminFailure(error, adminErrors.saveBlogPost, {
      failed: withReason(id ? 'admin.blog.updateFailed' : 'admin.blog.createFailed'),
      values,
    });
  }
  refreshBlog();
  await flashToast('success', t(id ? 'admin.blog.updated' : 'admin.blog.created'));
  redirect(BLOG_LIST);
}

export async function deleteBlogPostAction(_state: FormState, formData: FormData): Promise<FormState> {
  const id = idFrom(formData);
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.deleteBlogPostAction);
    if (id === undefined) throw new AppError('NOT_FOUND');
    await deleteBlogPost({ db: getDb(), storage: getStorage(), logger: getLogger(), actor, id });
  } catch (error) {
    return adminFailure(error, adminErrors.deleteBlogPost, {
      failed: withReason('admin.blog.deleteFailed'),
    });
  }
  refreshBlog();
  await flashToast('success', t('admin.blog.deleted'));
  redirect(backToList(formData, { tab: 'blogs' }));
}

/** Manage Categories: add (no id) or rename. */
export async function saveBlogCategoryAction(_state: FormState, formData: FormData): Promise<FormState> {
  const values = typedValues(formData, ['name']);
  const id = idFrom(formData);
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.saveBlogCategoryAction);
    const parsed = blogCategorySchema.safeParse(formDataObject(formData));
    if (!parsed.success) return invalid(parsed.error, values);
    await saveBlogCategory({ db: getDb(), actor, id, name: parsed.data.name });
  } catch (error) {
    return adminFailure(error, adminErrors.saveBlogCategory, {
      failed: (reason) => t('admin.blog.categorySaveFailed', { message: reason }),
      values,
    });
  }
  refreshBlog();
  await flashToast('success', t('admin.blog.categorySaved'));
  redirect(`${BLOG_LIST}#manage-categories`);
}

export async function deleteBlogCategoryAction(_state: FormState, formData: FormData): Promise<FormState> {
  const id = idFrom(formData);
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.deleteBlogCategoryAction);
    if (id === undefined) throw new AppError('NOT_FOUND');
    await deleteBlogCategory({ db: getDb(), actor, id });
  } catch (error) {
    return adminFailure(error, adminErrors.deleteBlogCategory, {
      failed: (reason) => t('admin.blog.categoryDeleteFailed', { message: reason }),
    });
  }
  refreshBlog();
  await flashToast('success', t('admin.blog.categoryDeleted'));
  redirect(`${BLOG_LIST}#manage-categories`);
}
