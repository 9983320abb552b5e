'use server';

import type { FormState } from '@/lib/forms/form-state';
import { productFormSchema, subCategoryFormSchema } from '@/lib/schemas/catalogue';
import { translatedFields } from '@/lib/schemas/translation-fields';
import { deleteProduct, deleteProductErrors } from '@/server/catalogue/delete-product';
import { deleteSubCategory, deleteSubCategoryErrors } from '@/server/catalogue/delete-sub-category';
import { saveProduct, saveProductErrors } from '@/server/catalogue/save-product';
import { saveSubCategory, saveSubCategoryErrors } from '@/server/catalogue/save-sub-category';
import { adminAction } from './admin-action';
import { adminErrors } from './admin-errors';
import { pictureFrom, requiredId } from './admin-form-data';
import { backToList } from './back-url';

const PRODUCTS_LIST = '/admin/products';
const CATEGORIES_LIST = '/admin/categories';
const PRODUCT_FIELDS = [
  'subCategoryId',
  'name',
  'description',
  'imageUrl',
  'price',
  'discountAmount',
  'discountPercentage',
  'features',
  ...translatedFields(['name', 'description', 'features']),
];

/** Add Product (/admin/add-product) and Edit Product (the modal). */
export async function saveProductAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: PRODUCT_FIELDS,
    schema: productFormSchema,
    errors: adminErrors([saveProductErrors], {
      NOT_FOUND: 'admin.catalogue.notFound',
      UNSUPPORTED_FILE: { reason: 'admin.catalogue.imageType', field: 'picture' },
    }),
    failed: { add: 'admin.catalogue.addFailed', update: 'admin.catalogue.updateFailed' },
    run: async ({ actor, services, id, input: { translations, picture, ...input } }) =>
      saveProduct({ ...services, actor, id, input, translations, picture: await pictureFrom(picture) }),
    refresh: 'catalogue',
    success: { add: 'admin.catalogue.added', update: 'admin.catalogue.updated' },
    redirectTo: PRODUCTS_LIST,
  });
}

export async function deleteProductAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    errors: adminErrors([deleteProductErrors], { NOT_FOUND: 'admin.catalogue.notFound' }),
    failed: 'admin.catalogue.deleteFailed',
    run: ({ actor, services, id }) => deleteProduct({ ...services, actor, id: requiredId(id) }),
    refresh: 'catalogue',
    success: 'admin.catalogue.deleted',
    redirectTo: (_, { back }) => backToList(back, PRODUCTS_LIST),
  });
}

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
