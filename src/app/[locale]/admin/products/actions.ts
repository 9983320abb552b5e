'use server';

import type { FormState } from '@/lib/forms/form-state';
import { translatedFields } from '@/lib/i18n/translated-field-names';
import { productFormSchema } from '@/lib/schemas/catalogue';
import { deleteProduct, deleteProductErrors } from '@/server/catalogue/delete-product';
import { saveProduct, saveProductErrors } from '@/server/catalogue/save-product';
import { adminAction } from '../admin-action';
import { adminErrors } from '../admin-errors';
import { pictureFrom, requiredId } from '../admin-form-data';
import { backToList } from '../back-url';

const PRODUCTS_LIST = '/admin/products';
const PRODUCT_FIELDS = [
  'subCategoryId',
  'name',
  'description',
  'imageUrl',
  'price',
  'discountAmount',
  'discountPercentage',
  'features',
  'hsnCode',
  'gstClass',
  'unit',
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
