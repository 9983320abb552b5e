import { type CatalogueSection, CatalogueTabs } from '@/components/admin/catalogue/catalogue-tabs';
import { CategoriesAdmin } from '@/components/admin/catalogue/categories-admin';
import { ProductsAdmin } from '@/components/admin/catalogue/products-admin';
import type { StaffRole } from '@/lib/permissions';
import { type AdminProductFilters, findAdminProduct, findAdminProducts } from '@/server/catalogue/find-admin-products';
import { findParentCategories, findSubCategoryList } from '@/server/catalogue/find-sub-category-list';
import { getDb } from '@/server/db';
import { findTranslationsFor } from '@/server/i18n/content-translations';
import { loadCategoryChoices } from './category-choices';
import { OrdersTab } from './orders-tab';
import { readOrLog } from './read-or-log';

/** Products Management (spec §2.11): its sub-tabs, then products, categories or the orders. */
export async function CatalogueTab({
  section,
  roles,
  filters,
  orders,
  editId,
}: {
  section: CatalogueSection;
  roles: readonly StaffRole[];
  filters: AdminProductFilters & { page: number };
  orders: Parameters<typeof OrdersTab>[0]['params'];
  editId: number | undefined;
}) {
  return (
    <>
      <CatalogueTabs current={section} roles={roles} />
      {section === 'orders' ? (
        <OrdersTab params={orders} />
      ) : section === 'categories' ? (
        <CategoriesSection editId={editId} />
      ) : (
        <ProductsSection filters={filters} editId={editId} />
      )}
    </>
  );
}

async function ProductsSection({
  filters,
  editId,
}: {
  filters: AdminProductFilters & { page: number };
  editId: number | undefined;
}) {
  const db = getDb();
  const [listing, { choices }, editing] = await Promise.all([
    readOrLog(findAdminProducts(db, filters), 'products for the admin'),
    loadCategoryChoices(),
    editId ? findAdminProduct(db, editId) : null,
  ]);
  return (
    <ProductsAdmin
      filters={filters}
      listing={listing && { ...listing, rows: listing.products }}
      choices={choices}
      editing={editing}
    />
  );
}

async function CategoriesSection({ editId }: { editId: number | undefined }) {
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
  return <CategoriesAdmin subCategories={subCategories} parents={parents} editing={editing ?? null} />;
}
