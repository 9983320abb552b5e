import 'server-only';
import type { CategoryChoice } from '@/components/admin/catalogue/product-form';
import { english } from '@/lib/i18n/english';
import { findParentCategories, findSubCategoryList } from '@/server/catalogue/find-sub-category-list';
import { getDb } from '@/server/db';
import { readOrLog } from '../read-or-log';

/**
 * Parents with their sub-categories, for the product form's two selects and
 * the products list's filters. A failure is logged and named with the spec's
 * text; the form gets what loaded.
 */
export async function loadCategoryChoices(): Promise<{ choices: CategoryChoice[]; error: string | null }> {
  const db = getDb();
  const [parents, subs] = await Promise.all([
    readOrLog(findParentCategories(db), 'parent categories'),
    readOrLog(findSubCategoryList(db), 'sub-categories'),
  ]);
  const error = !parents
    ? english('admin.catalogue.parentsFailed')
    : !subs
      ? english('admin.catalogue.subsFailed')
      : null;
  const choices = (parents ?? []).map((parent) => ({
    id: parent.id,
    name: parent.name,
    subCategories: (subs ?? [])
      .filter((sub) => sub.categoryId === parent.id)
      .map((sub) => ({ id: sub.id, name: sub.name })),
  }));
  return { choices, error };
}
