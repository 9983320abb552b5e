'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { type FormState, formDataObject, typedValues } from '@/lib/forms/form-state';
import { t } from '@/lib/i18n/messages';
import { ADMIN_ACTIONS } from '@/lib/permissions';
import { PRODUCT_IMAGE_MAX_BYTES, productFormSchema, subCategoryFormSchema } from '@/lib/schemas/catalogue';
import { recordIdSchema } from '@/lib/schemas/people';
import { translatedFields } from '@/lib/schemas/translation-fields';
import { requirePermission } from '@/server/auth/viewer';
import { CATALOGUE_TAG } from '@/server/catalogue';
import { deleteProduct } from '@/server/catalogue/delete-product';
import { saveProduct } from '@/server/catalogue/save-product';
import { deleteSubCategory, saveSubCategory } from '@/server/catalogue/save-sub-category';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { revalidatePages } from '@/server/i18n/revalidate-pages';
import { getLogger } from '@/server/logger';
import { getStorage } from '@/server/storage';
import { flashToast } from '@/server/toast/flash-toast';
import { invalid } from '../action-results';
import { adminFailure } from './admin-action-results';
import { adminErrors } from './admin-errors';
import { backToList } from './back-url';

const PRODUCTS_LIST = '/admin?tab=products&section=products';
const CATEGORIES_LIST = '/admin?tab=products&section=categories';
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

const idFrom = (formData: FormData) => {
  const parsed = recordIdSchema.safeParse(formData.get('id'));
  return parsed.success ? parsed.data : undefined;
};

/** Catalogue pages are cached and prerendered: drop both, so the next visit shows the change. */
function refreshCatalogue() {
  updateTag(CATALOGUE_TAG);
  revalidatePages('/products', 'layout');
  revalidatePages('/testing-kits');
}

async function pictureFrom(formData: FormData) {
  const file = formData.get('picture');
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
  return { data: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

/** Add Product (/admin/add-product) and Edit Product (the modal). */
export async function saveProductAction(_state: FormState, formData: FormData): Promise<FormState> {
  const values = typedValues(formData, PRODUCT_FIELDS);
  const id = idFrom(formData);
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.saveProductAction);
    const parsed = productFormSchema.safeParse(formDataObject(formData));
    if (!parsed.success) return invalid(parsed.error, values);
    const { translations, ...input } = parsed.data;
    await saveProduct({
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
    return adminFailure(error, adminErrors.saveProduct, {
      failed: (reason) =>
        id ? t('admin.catalogue.updateFailed', { message: reason }) : `${t('admin.catalogue.addFailed')}: ${reason}`,
      values,
    });
  }
  refreshCatalogue();
  await flashToast('success', t(id ? 'admin.catalogue.updated' : 'admin.catalogue.added'));
  redirect(PRODUCTS_LIST);
}

export async function deleteProductAction(_state: FormState, formData: FormData): Promise<FormState> {
  const id = idFrom(formData);
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.deleteProductAction);
    if (id === undefined) throw new AppError('NOT_FOUND');
    await deleteProduct({ db: getDb(), storage: getStorage(), logger: getLogger(), actor, id });
  } catch (error) {
    return adminFailure(error, adminErrors.deleteProduct, {
      failed: (reason) => t('admin.catalogue.deleteFailed', { message: reason }),
    });
  }
  refreshCatalogue();
  await flashToast('success', t('admin.catalogue.deleted'));
  redirect(backToList(formData, { tab: 'products', section: 'products' }));
}

/** Add (the Categories tab, /admin/add-sub-category) or edit a sub-category. */
export async function saveSubCategoryAction(_state: FormState, formData: FormData): Promise<FormState> {
  const values = typedValues(formData, ['categoryId', 'name', ...translatedFields(['name'])]);
  const id = idFrom(formData);
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.saveSubCategoryAction);
    const parsed = subCategoryFormSchema.safeParse(formDataObject(formData));
    if (!parsed.success) return invalid(parsed.error, values);
    const { translations, ...input } = parsed.data;
    await saveSubCategory({ db: getDb(), actor, id, input, translations });
  } catch (error) {
    return adminFailure(error, adminErrors.saveSubCategory, {
      failed: (reason) =>
        t(id ? 'admin.catalogue.subUpdateFailed' : 'admin.catalogue.subAddFailed', { message: reason }),
      values,
    });
  }
  refreshCatalogue();
  await flashToast('success', t(id ? 'admin.catalogue.subUpdated' : 'admin.catalogue.subAdded'));
  redirect(CATEGORIES_LIST);
}

export async function deleteSubCategoryAction(_state: FormState, formData: FormData): Promise<FormState> {
  const id = idFrom(formData);
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.deleteSubCategoryAction);
    if (id === undefined) throw new AppError('NOT_FOUND');
    await deleteSubCategory({ db: getDb(), actor, id });
  } catch (error) {
    return adminFailure(error, adminErrors.deleteSubCategory, {
      failed: (reason) => t('admin.catalogue.subDeleteFailed', { message: reason }),
    });
  }
  refreshCatalogue();
  await flashToast('success', t('admin.catalogue.subDeleted'));
  redirect(CATEGORIES_LIST);
}
