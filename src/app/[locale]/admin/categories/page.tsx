import { CatalogueTabs } from '@/components/admin/catalogue/catalogue-tabs';
import { CategoriesAdmin } from '@/components/admin/catalogue/categories-admin';
import { requireAdminPage } from '@/server/auth/admin-page';
import { findParentCategories, findSubCategoryList } from '@/server/catalogue/find-sub-category-list';
import { getDb } from '@/server/db';
import { findTranslationsFor } from '@/server/i18n/content-translations';
import { AdminFrame } from '../admin-frame';
import { readOrLog } from '../read-or-log';
import { editIdOf, type SearchParams } from '../search-params';

/** Products Management → Categories (spec §2.11): sub-categories with their parents, add, edit, delete. */
export default async function CategoriesPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireAdminPage('/admin/categories');
  const editId = editIdOf(await searchParams);
  const db = getDb();
  const loaded = await readOrLog(
    Promise.all([findSubCategoryList(db), findParentCategories(db)]),
    'categories for the admin',
  );
  const [subCategories, parents] = loaded ?? [null, []];
  const found = subCategories?.find((sub) => sub.id === editId);
  const editing = found && {
    ...found,
    translations: (await findTranslationsFor(db, 'sub_category_translations', [found.id])).get(found.id) ?? {},
  };
  return (
    <AdminFrame viewer={viewer} path="/admin/categories">
      <CatalogueTabs current="/admin/categories" roles={viewer.roles} />
      <CategoriesAdmin subCategories={subCategories} parents={parents} editing={editing ?? null} />
    </AdminFrame>
  );
}
