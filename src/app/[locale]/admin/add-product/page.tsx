import Link from 'next/link';
import { ProductForm } from '@/components/admin/catalogue/product-form';
import { t } from '@/lib/i18n/messages';
import { ADMIN_PAGES } from '@/lib/permissions';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { loadCategoryChoices } from '../tabs/category-choices';

/** Spec §2.11 /admin/add-product. */
export default async function AddProductPage() {
  await requirePermissionPage(ADMIN_PAGES['/admin/add-product']);
  const { choices, error } = await loadCategoryChoices();
  return (
    <div className="max-w-2xl">
      <p className="mb-2">
        <Link href="/admin?tab=products&section=products" className="underline">
          {t('admin.catalogue.tabs.products')}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.catalogue.addProduct')}</h1>
      {error ? (
        <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <ProductForm categories={choices} />
      </div>
    </div>
  );
}
