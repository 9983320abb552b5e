import { CatalogueTabs } from '@/components/admin/catalogue/catalogue-tabs';
import { ProductsAdmin } from '@/components/admin/catalogue/products-admin';
import { requireAdminPage } from '@/server/auth/admin-page';
import { findAdminProduct, findAdminProducts } from '@/server/catalogue/find-admin-products';
import { getDb } from '@/server/db';
import { AdminFrame } from '../admin-frame';
import { readOrLog } from '../read-or-log';
import { editIdOf, idOf, pageOf, param, type SearchParams } from '../search-params';
import { loadCategoryChoices } from './category-choices';

/** Products Management → Products (spec §2.11): the list, its filters and Edit Product. */
export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireAdminPage('/admin/products');
  const query = await searchParams;
  const filters = {
    query: param(query, 'q'),
    categoryId: idOf(query, 'category'),
    subCategoryId: idOf(query, 'sub'),
    page: pageOf(query),
  };
  const editId = editIdOf(query);
  const db = getDb();
  const [listing, { choices }, editing] = await Promise.all([
    readOrLog(findAdminProducts(db, filters), 'products for the admin'),
    loadCategoryChoices(),
    editId ? findAdminProduct(db, editId) : null,
  ]);
  return (
    <AdminFrame viewer={viewer} path="/admin/products">
      <CatalogueTabs current="/admin/products" roles={viewer.roles} />
      <ProductsAdmin filters={filters} listing={listing} choices={choices} editing={editing} />
    </AdminFrame>
  );
}
