'use client';

import { saveSubCategoryAction } from '@/app/[locale]/admin/categories/actions';
import { Field } from '@/components/forms/field';
import { selectClass } from '@/components/ui/select';
import { keptValue } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import type { TranslatedLocale } from '@/lib/i18n/locales';
import { subCategoryFormSchema } from '@/lib/schemas/catalogue';
import { localeField } from '@/lib/schemas/translation-fields';
import { AdminForm, useAdminForm } from '../shared/admin-form';
import { LanguageTabs, labelIn } from '../shared/language-tabs';
import { SaveButton } from '../shared/save-button';

/** Spec §2.11: a sub-category is a name and a parent (add and edit). */
export function SubCategoryForm({
  parents,
  subCategory,
}: {
  parents: { id: number; name: string }[];
  subCategory?: {
    id: number;
    name: string;
    categoryId: number;
    translations?: Partial<Record<TranslatedLocale, Record<string, string>>>;
  };
}) {
  const form = useAdminForm(saveSubCategoryAction, subCategoryFormSchema);
  const { state, errors } = form;
  const prefix = subCategory ? `edit-sub-${subCategory.id}` : 'add-sub';
  return (
    <AdminForm form={form} recordId={subCategory?.id}>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${prefix}-parent`} className="text-sm font-medium text-slate-800">
          {english('admin.catalogue.fields.parent')}
        </label>
        <select
          id={`${prefix}-parent`}
          name="categoryId"
          defaultValue={keptValue(state, 'categoryId', String(subCategory?.categoryId ?? ''))}
          aria-invalid={errors.categoryId ? true : undefined}
          aria-describedby={`${prefix}-parent-error`}
          className={selectClass}
        >
          <option value="">{english('admin.catalogue.fields.chooseParent')}</option>
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {parent.name}
            </option>
          ))}
        </select>
        <p id={`${prefix}-parent-error`} className="min-h-5 text-sm text-red-700" aria-live="polite">
          {errors.categoryId ?? ''}
        </p>
      </div>
      <LanguageTabs
        id={`${prefix}-languages`}
        fields={['name']}
        errors={errors}
        translations={subCategory?.translations}
      >
        {(locale) => {
          const name = localeField('name', locale);
          const initial = locale === 'en' ? subCategory?.name : subCategory?.translations?.[locale]?.name;
          return (
            <Field
              id={`${prefix}-${name}`}
              name={name}
              label={labelIn(english('admin.catalogue.subCategoryName'), locale)}
              required={locale === 'en'}
              maxLength={100}
              lang={locale === 'en' ? undefined : locale}
              defaultValue={keptValue(state, name, initial ?? '')}
              error={errors[name]}
            />
          );
        }}
      </LanguageTabs>
      <div>
        <SaveButton label={english('admin.catalogue.saveSubCategory')} />
      </div>
    </AdminForm>
  );
}
