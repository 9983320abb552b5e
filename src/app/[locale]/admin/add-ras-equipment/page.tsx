import Link from 'next/link';
import { ProductForm } from '@/components/admin/catalogue/product-form';
import { t } from '@/lib/i18n/messages';
import { ADMIN_PAGES } from '@/lib/permissions';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { loadCategoryChoices } from '../tabs/category-choices';

/**
 * Spec §2.11 /admin/add-ras-equipment. The old page wrote a record of its own
 * shape (title, category "RASEquipments"); this one writes a normal product in
 * the RAS Equipment sub-category, so it shows in the catalogue like the rest.
 */
export default async function AddRasEquipmentPage() {
  await requirePermissionPage(ADMIN_PAGES['/admin/add-ras-equipment']);
  const { choices, error } = await loadCategoryChoices();
  const ras = choices.flatMap((choice) => choice.subCategories).find((sub) => sub.name === 'RAS Equipment');
  return (
    <div className="max-w-2xl">
      <p className="mb-2">
        <Link href="/admin?tab=products&section=products" className="underline">
          {t('admin.catalogue.tabs.products')}
        </Link>
      </p>
      <h1 className="mb-2 text-2xl font-bold">{t('admin.catalogue.addRas')}</h1>
      <p className="mb-4 text-slate-700">{t('admin.catalogue.rasNote')}</p>
      {error ? (
        <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <ProductForm categories={choices} initialSubCategoryId={ras?.id} />
      </div>
    </div>
  );
}
