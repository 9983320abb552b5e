import { SubCategoryForm } from '@/components/admin/catalogue/sub-category-form';
import { english } from '@/lib/i18n/english';
import { ADMIN_PAGES } from '@/lib/permissions';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { findParentCategories } from '@/server/catalogue/find-sub-category-list';
import { getDb } from '@/server/db';
import { AdminFormPage } from '../admin-form-page';

/** Spec §2.11 /admin/add-sub-category: parent select and name. */
export default async function AddSubCategoryPage() {
  await requirePermissionPage(ADMIN_PAGES['/admin/add-sub-category']);
  return (
    <AdminFormPage
      back={{ href: '/admin/categories', label: english('admin.catalogue.tabs.categories') }}
      heading={english('admin.catalogue.addSubCategory')}
      width="max-w-md"
    >
      <SubCategoryForm parents={await findParentCategories(getDb())} />
    </AdminFormPage>
  );
}
