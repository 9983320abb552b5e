'use server';

import type { FormState } from '@/lib/forms/form-state';
import { translatedFields } from '@/lib/i18n/translated-field-names';
import { subCategoryFormSchema } from '@/lib/schemas/catalogue';
import { deleteSubCategory, deleteSubCategoryErrors } from '@/server/catalogue/delete-sub-category';
import { saveSubCategory, saveSubCategoryErrors } from '@/server/catalogue/save-sub-category';
import { adminAction } from '../admin-action';
import { adminErrors } from '../admin-errors';
import { requiredId } from '../admin-form-data';

const CATEGORIES_LIST = '/admin/categories';

/** Add (the Categories tab, /admin/add-sub-category) or edit a sub-category. */
export async function saveSubCategoryAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: ['categoryId', 'name', ...translatedFields(['name'])],
    schema: subCategoryFormSchema,
    errors: adminErrors([saveSubCategoryErrors], {
      INVALID_INPUT: 'admin.catalogue.subNameInvalid',
      NOT_FOUND: 'admin.catalogue.subNotFound',
      CONFLICT: 'admin.catalogue.subNameTaken',
    }),
    failed: { add: 'admin.catalogue.subAddFailed', update: 'admin.catalogue.subUpdateFailed' },
    run: ({ actor, services: { db }, id, input: { translations, ...input } }) =>
      saveSubCategory({ db, actor, id, input, translations }),
    refresh: 'catalogue',
    success: { add: 'admin.catalogue.subAdded', update: 'admin.catalogue.subUpdated' },
    redirectTo: CATEGORIES_LIST,
  });
}

export async function deleteSubCategoryAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    errors: adminErrors([deleteSubCategoryErrors], {
      NOT_FOUND: 'admin.catalogue.subNotFound',
      CONFLICT: 'admin.catalogue.subHasProducts',
    }),
    failed: 'admin.catalogue.subDeleteFailed',
    run: ({ actor, services: { db }, id }) => deleteSubCategory({ db, actor, id: requiredId(id) }),
    refresh: 'catalogue',
    success: 'admin.catalogue.subDeleted',
    redirectTo: CATEGORIES_LIST,
  });
}
