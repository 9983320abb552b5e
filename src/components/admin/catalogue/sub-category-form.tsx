'use client';

import { saveSubCategoryAction } from '@/app/[locale]/admin/categories/actions';
import { choicesOf, Field, SelectField } from '@/components/forms/field';
import { keptValue } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import type { TranslatedLocale } from '@/lib/i18n/locales';
import { localeField } from '@/lib/i18n/translated-field-names';
import { subCategoryFormSchema } from '@/lib/schemas/catalogue';
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
      <SelectField
        id={`${prefix}-parent`}
        name="categoryId"
        label={english('admin.catalogue.fields.parent')}
        placeholder={english('admin.catalogue.fields.chooseParent')}
        options={choicesOf(parents)}
        defaultValue={keptValue(state, 'categoryId', String(subCategory?.categoryId ?? ''))}
        error={errors.categoryId}
      />
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
