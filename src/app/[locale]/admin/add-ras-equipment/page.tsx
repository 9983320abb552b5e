import { ProductForm } from '@/components/admin/catalogue/product-form';
import { english } from '@/lib/i18n/english';
import { ADMIN_PAGES } from '@/lib/permissions';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { AdminFormPage } from '../admin-form-page';
import { loadCategoryChoices } from '../products/category-choices';

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
    <AdminFormPage
      back={{ href: '/admin/products', label: english('admin.catalogue.tabs.products') }}
      heading={english('admin.catalogue.addRas')}
      width="max-w-2xl"
      note={english('admin.catalogue.rasNote')}
      error={error}
    >
      <ProductForm categories={choices} initialSubCategoryId={ras?.id} />
    </AdminFormPage>
  );
}
