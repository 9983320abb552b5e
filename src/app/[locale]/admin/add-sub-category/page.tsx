import Link from 'next/link';
import { SubCategoryForm } from '@/components/admin/catalogue/sub-category-form';
import { t } from '@/lib/i18n/messages';
import { ADMIN_PAGES } from '@/lib/permissions';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { findParentCategories } from '@/server/catalogue/find-sub-category-list';
import { getDb } from '@/server/db';

/** Spec §2.11 /admin/add-sub-category: parent select and name. */
export default async function AddSubCategoryPage() {
  await requirePermissionPage(ADMIN_PAGES['/admin/add-sub-category']);
  return (
    <div className="max-w-md">
      <p className="mb-2">
        <Link href="/admin?tab=products&section=categories" className="underline">
          {t('admin.catalogue.tabs.categories')}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.catalogue.addSubCategory')}</h1>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <SubCategoryForm parents={await findParentCategories(getDb())} />
      </div>
    </div>
  );
}
