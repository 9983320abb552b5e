import { ProductForm } from '@/components/admin/catalogue/product-form';
import { english } from '@/lib/i18n/english';
import { ADMIN_PAGES } from '@/lib/permissions';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { AdminFormPage } from '../admin-form-page';
import { loadCategoryChoices } from '../products/category-choices';

/** Spec §2.11 /admin/add-product. */
export default async function AddProductPage() {
  await requirePermissionPage(ADMIN_PAGES['/admin/add-product']);
  const { choices, error } = await loadCategoryChoices();
  return (
    <AdminFormPage
      back={{ href: '/admin/products', label: english('admin.catalogue.tabs.products') }}
      heading={english('admin.catalogue.addProduct')}
      width="max-w-2xl"
      error={error}
    >
      <ProductForm categories={choices} />
    </AdminFormPage>
  );
}
