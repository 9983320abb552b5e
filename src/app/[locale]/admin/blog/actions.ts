'use server';

import type { FormState } from '@/lib/forms/form-state';
import { typedValues } from '@/lib/forms/form-state';
import { TRANSLATED_LOCALES } from '@/lib/i18n/locales';
import { translatedFields, translationField } from '@/lib/i18n/translated-field-names';
import { blogCategorySchema, blogPostFormSchema } from '@/lib/schemas/blog-admin';
import { deleteBlogCategory, deleteBlogCategoryErrors } from '@/server/blog/delete-blog-category';
import { deleteBlogPost, deleteBlogPostErrors } from '@/server/blog/delete-blog-post';
import { saveBlogCategory, saveBlogCategoryErrors } from '@/server/blog/save-blog-category';
import { saveBlogPost, saveBlogPostErrors } from '@/server/blog/save-blog-post';
import { adminAction } from '../admin-action';
import { adminErrors } from '../admin-errors';
import { pictureFrom, requiredId } from '../admin-form-data';
import { backToList } from '../back-url';

const BLOG_LIST = '/admin/blog';
const CATEGORIES = `${BLOG_LIST}#manage-categories`;
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

/** Content is kept as typed on a refusal: it can be long, longer than other fields are kept. */
function postValues(formData: FormData): Record<string, string> {
  const contents = ['content', ...TRANSLATED_LOCALES.map((locale) => translationField('content', locale))];
  return {
    ...typedValues(formData, POST_FIELDS),
    ...typedValues(formData, translatedFields(['title', 'excerpt', 'metaTitle', 'metaDescription'])),
    ...typedValues(formData, contents, 200_000),
  };
}

/** /admin/add-blog and the edit screen. */
export async function saveBlogPostAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: postValues(formData),
    schema: blogPostFormSchema,
    errors: adminErrors([saveBlogPostErrors], {
      NOT_FOUND: 'admin.blog.notFound',
      CONFLICT: { reason: 'admin.blog.slugTaken', field: 'slug' },
      UNSUPPORTED_FILE: { reason: 'admin.blog.imageType', field: 'picture' },
    }),
    failed: { add: 'admin.blog.createFailed', update: 'admin.blog.updateFailed' },
    run: async ({ actor, services, id, input: { translations, picture, ...input } }) =>
      saveBlogPost({ ...services, actor, id, input, translations, picture: await pictureFrom(picture) }),
    refresh: 'blog',
    success: { add: 'admin.blog.created', update: 'admin.blog.updated' },
    redirectTo: BLOG_LIST,
  });
}

export async function deleteBlogPostAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    errors: adminErrors([deleteBlogPostErrors], { NOT_FOUND: 'admin.blog.notFound' }),
    failed: 'admin.blog.deleteFailed',
    run: ({ actor, services, id }) => deleteBlogPost({ ...services, actor, id: requiredId(id) }),
    refresh: 'blog',
    success: 'admin.blog.deleted',
    redirectTo: (_, { back }) => backToList(back, BLOG_LIST),
  });
}

/** Manage Categories: add (no id) or rename. */
export async function saveBlogCategoryAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: ['name'],
    schema: blogCategorySchema,
    errors: adminErrors([saveBlogCategoryErrors], {
      INVALID_INPUT: 'admin.blog.categoryNameInvalid',
      NOT_FOUND: 'admin.blog.categoryNotFound',
      CONFLICT: 'admin.blog.categoryTaken',
    }),
    failed: 'admin.blog.categorySaveFailed',
    run: ({ actor, services: { db }, id, input }) => saveBlogCategory({ db, actor, id, name: input.name }),
    refresh: 'blog',
    success: 'admin.blog.categorySaved',
    redirectTo: CATEGORIES,
  });
}

export async function deleteBlogCategoryAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    errors: adminErrors([deleteBlogCategoryErrors], {
      NOT_FOUND: 'admin.blog.categoryNotFound',
      CONFLICT: 'admin.blog.categoryInUse',
    }),
    failed: 'admin.blog.categoryDeleteFailed',
    run: ({ actor, services: { db }, id }) => deleteBlogCategory({ db, actor, id: requiredId(id) }),
    refresh: 'blog',
    success: 'admin.blog.categoryDeleted',
    redirectTo: CATEGORIES,
  });
}
