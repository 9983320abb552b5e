'use client';

import { saveBlogPostAction } from '@/app/[locale]/admin/blog/actions';
import { choicesOf, Field, SelectField, TextAreaField } from '@/components/forms/field';
import { selectClass } from '@/components/ui/select';
import { UPLOAD_MAX_BYTES } from '@/lib/forms/upload-limit';
import { english } from '@/lib/i18n/english';
import { localeField } from '@/lib/i18n/translated-field-names';
import { BLOG_STATUSES, blogPostFormSchema } from '@/lib/schemas/blog-admin';
import type { AdminPostRow } from '@/server/blog/admin-post';
import { AdminForm, useAdminForm } from '../shared/admin-form';
import { LanguageTabs, labelIn } from '../shared/language-tabs';
import { SaveButton } from '../shared/save-button';
import { RichTextEditor } from './rich-text-editor';

const checkFiles = (formData: FormData): Record<string, string> => {
  const file = formData.get('picture');
  if (!(file instanceof File) || file.size === 0) return {};
  if (file.size > UPLOAD_MAX_BYTES) return { picture: english('admin.blog.imageTooLarge') };
  return file.type.startsWith('image/') && file.type !== 'image/svg+xml'
    ? {}
    : { picture: english('admin.blog.imageType') };
};

const TRANSLATED = ['title', 'excerpt', 'content', 'metaTitle', 'metaDescription'] as const;

const editorTexts = {
  label: english('admin.blog.fields.content'),
  toolbar: english('admin.blog.editor.label'),
  bold: english('admin.blog.editor.bold'),
  italic: english('admin.blog.editor.italic'),
  heading: english('admin.blog.editor.heading'),
  list: english('admin.blog.editor.list'),
  numbered: english('admin.blog.editor.numbered'),
  quote: english('admin.blog.editor.quote'),
  link: english('admin.blog.editor.link'),
  linkPrompt: english('admin.blog.editor.linkPrompt'),
  linkApply: english('admin.blog.editor.linkApply'),
  linkRemove: english('admin.blog.editor.linkRemove'),
  linkCancel: english('admin.blog.editor.linkCancel'),
  linkInvalid: english('admin.blog.editor.linkInvalid'),
  htmlOnly: english('admin.blog.editor.htmlOnly'),
};

/** /admin/add-blog and the edit screen (spec §2.11, §5): the same form, empty or filled. */
export function BlogPostForm({
  categories,
  post,
}: {
  categories: { id: number; name: string }[];
  post?: AdminPostRow;
}) {
  const form = useAdminForm(saveBlogPostAction, blogPostFormSchema, { checkFiles });
  const { errors, kept } = form;
  return (
    <AdminForm form={form} recordId={post?.id}>
      <LanguageTabs id="post-languages" fields={TRANSLATED} errors={errors} translations={post?.translations}>
        {(locale) => {
          const isEnglish = locale === 'en';
          const name = (field: string) => localeField(field, locale);
          const initial = (field: (typeof TRANSLATED)[number], englishValue: string | null | undefined) =>
            kept(name(field), (isEnglish ? englishValue : post?.translations?.[locale]?.[field]) ?? '');
          const lang = isEnglish ? undefined : locale;
          return (
            <>
              <Field
                name={name('title')}
                label={labelIn(english('admin.blog.fields.title'), locale)}
                required={isEnglish}
                maxLength={200}
                lang={lang}
                defaultValue={initial('title', post?.title)}
                error={errors[name('title')]}
              />
              <TextAreaField
                name={name('excerpt')}
                label={labelIn(english('admin.blog.fields.excerpt'), locale)}
                rows={2}
                maxLength={1000}
                lang={lang}
                defaultValue={initial('excerpt', post?.excerpt)}
                error={errors[name('excerpt')]}
              />
              <RichTextEditor
                name={name('content')}
                id={`field-${name('content')}`}
                lang={lang}
                defaultValue={initial('content', post?.content)}
                error={errors[name('content')]}
                texts={{ ...editorTexts, label: labelIn(english('admin.blog.fields.content'), locale) }}
              />
              <Field
                name={name('metaTitle')}
                label={labelIn(english('admin.blog.fields.metaTitle'), locale)}
                maxLength={200}
                lang={lang}
                defaultValue={initial('metaTitle', post?.metaTitle)}
                error={errors[name('metaTitle')]}
              />
              <TextAreaField
                name={name('metaDescription')}
                label={labelIn(english('admin.blog.fields.metaDescription'), locale)}
                rows={2}
                maxLength={300}
                lang={lang}
                defaultValue={initial('metaDescription', post?.metaDescription)}
                error={errors[name('metaDescription')]}
              />
            </>
          );
        }}
      </LanguageTabs>
      <Field
        name="slug"
        label={english('admin.blog.fields.slug')}
        maxLength={200}
        defaultValue={kept('slug', post?.slug ?? '')}
        error={errors.slug}
      />
      <SelectField
        name="categoryId"
        label={english('admin.blog.fields.category')}
        placeholder={english('admin.blog.fields.noCategory')}
        options={choicesOf(categories)}
        defaultValue={kept('categoryId', post?.categoryId ? String(post.categoryId) : '')}
        error={errors.categoryId}
      />
      <Field
        name="imageUrl"
        label={english('admin.blog.fields.imageUrl')}
        inputMode="url"
        maxLength={500}
        defaultValue={kept('imageUrl', post?.imageUrl ?? '')}
        error={errors.imageUrl}
      />
      <Field
        name="picture"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        label={english('admin.blog.fields.imageFile')}
        error={errors.picture}
      />
      <Field
        name="tags"
        label={english('admin.blog.fields.tags')}
        maxLength={1000}
        defaultValue={kept('tags', post?.tags.join(', ') ?? '')}
        error={errors.tags}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <Field
          name="author"
          label={english('admin.blog.fields.author')}
          maxLength={100}
          defaultValue={kept('author', post?.author ?? 'Admin')}
          error={errors.author}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="field-status" className="text-sm font-medium text-slate-800">
            {english('admin.blog.fields.status')}
          </label>
          <select
            id="field-status"
            name="status"
            defaultValue={kept('status', post?.status ?? 'draft')}
            className={selectClass}
          >
            {BLOG_STATUSES.map((status) => (
              <option key={status} value={status}>
                {english(`admin.blog.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <SaveButton label={english('admin.blog.save')} />
      </div>
    </AdminForm>
  );
}
