'use client';

import { saveBlogCategoryAction } from '@/app/[locale]/admin/blog/actions';
import { Field } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { formKey, keptValue } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import { blogCategorySchema } from '@/lib/schemas/blog-admin';
import { useAdminForm } from '../shared/admin-form';
import { SaveButton } from '../shared/save-button';

/** Manage Categories: a new category, or a new name for one (`category`). */
export function BlogCategoryForm({ category }: { category?: { id: number; name: string } }) {
  const form = useAdminForm(saveBlogCategoryAction, blogCategorySchema);
  const { state, errors, formRef, formAction, onSubmit } = form;
  return (
    <form
      key={formKey(state)}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-wrap items-start gap-2"
    >
      {category ? <input type="hidden" name="id" value={category.id} /> : null}
      <Field
        id={category ? `blog-category-${category.id}` : 'blog-category-new'}
        name="name"
        label={
          category ? english('admin.blog.renameNamed', { name: category.name }) : english('admin.blog.categoryName')
        }
        maxLength={100}
        defaultValue={keptValue(state, 'name', category?.name ?? '')}
        error={errors.name}
      />
      <div className="pt-6">
        <SaveButton label={category ? english('admin.blog.renameCategory') : english('admin.blog.addCategory')} />
      </div>
      <div className="basis-full">
        <FormMessage state={state} />
      </div>
    </form>
  );
}
