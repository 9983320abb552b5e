import Link from 'next/link';
import { deleteProductAction, deleteSubCategoryAction } from '@/app/[locale]/admin/catalogue-actions';
import { Pagination } from '@/components/marketing/pagination';
import { t } from '@/lib/i18n/english';
import { formatPaise } from '@/lib/money';
import { adminViewPermission, can, type StaffRole } from '@/lib/permissions';
import { formatCount } from '@/lib/text';
import { type AdminProductFilters, findAdminProduct, findAdminProducts } from '@/server/catalogue/find-admin-products';
import { findParentCategories, findSubCategoryList } from '@/server/catalogue/find-sub-category-list';
import { getDb } from '@/server/db';
import { findTranslationsFor } from '@/server/i18n/content-translations';
import { getLogger } from '@/server/logger';
import { TableScroller } from '../list/table-scroller';
import { DeleteButton } from '../shared/delete-button';
import { EditDialog } from '../shared/edit-dialog';
import { LinkPending } from '../shell/link-pending';
import { CategoryFilterSelects } from './category-filter-selects';
import { type CategoryChoice, ProductForm } from './product-form';
import { SubCategoryForm } from './sub-category-form';

export type CatalogueSection = 'products' | 'categories' | 'orders';

/** Products Management's sub-tabs (spec §2.11), in the URL as `section`: those the viewer's roles open. */
export function CatalogueTabs({ current, roles }: { current: CatalogueSection; roles: readonly StaffRole[] }) {
  const sections = (['products', 'categories', 'orders'] as const).filter((section) =>
    can(roles, adminViewPermission('products', section)),
  );
  return (
    <nav aria-label={t('admin.catalogue.sections')} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section}>
            <Link
              href={`/admin?tab=products&section=${section}`}
              aria-current={section === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 font-medium aria-[current=page]:border-cyan-800 aria-[current=page]:bg-cyan-800 aria-[current=page]:text-white"
            >
              {t(`admin.catalogue.tabs.${section}`)}
              <LinkPending label={t('admin.loading')} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Parents with their sub-categories, for the product form's two selects. A
 * failure is logged and named with the spec's text; the form gets what loaded.
 */
export async function loadCategoryChoices(): Promise<{ choices: CategoryChoice[]; error: string | null }> {
  const db = getDb();
  const logged = (message: string) => (error: unknown) => {
    getLogger().error({ err: error }, message);
    return null;
  };
  const [parents, subs] = await Promise.all([
    findParentCategories(db).catch(logged('could not load parent categories')),
    findSubCategoryList(db).catch(logged('could not load sub-categories')),
  ]);
  const error = !parents ? t('admin.catalogue.parentsFailed') : !subs ? t('admin.catalogue.subsFailed') : null;
  return { choices: toChoices(parents ?? [], subs ?? []), error };
}

export async function categoryChoices(): Promise<CategoryChoice[]> {
  const db = getDb();
  const [parents, subs] = await Promise.all([findParentCategories(db), findSubCategoryList(db)]);
  return toChoices(parents, subs);
}

function toChoices(
  parents: { id: number; name: string }[],
  subs: { id: number; name: string; categoryId: number }[],
): CategoryChoice[] {
  return parents.map((parent) => ({
    id: parent.id,
    name: parent.name,
    subCategories: subs.filter((sub) => sub.categoryId === parent.id).map((sub) => ({ id: sub.id, name: sub.name })),
  }));
}

const cell = 'border-b border-slate-200 px-3 py-2 align-top';

/** Spec §2.11 Products: stat cards, search, parent and sub-category filters, the table, Edit Product, delete. */
export async function ProductsAdmin({
  filters,
  editId,
}: {
  filters: AdminProductFilters & { page: number };
  editId: number | undefined;
}) {
  const db = getDb();
  const [listing, choices, editing] = await Promise.all([
    findAdminProducts(db, filters).catch((error: unknown) => {
      getLogger().error({ err: error }, 'could not load products for the admin');
      return null;
    }),
    categoryChoices(),
    editId ? findAdminProduct(db, editId) : Promise.resolve(null),
  ]);
  const query = new URLSearchParams({ tab: 'products', section: 'products' });
  if (filters.query) query.set('q', filters.query);
  if (filters.categoryId) query.set('category', String(filters.categoryId));
  if (filters.subCategoryId) query.set('sub', String(filters.subCategoryId));
  const listParams = Object.fromEntries(query);
  const withPage = new URLSearchParams(query);
  if (filters.page > 1) withPage.set('page', String(filters.page));

  return (
    <section aria-labelledby="products-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="products-heading" className="text-xl font-bold">
          {t('admin.catalogue.tabs.products')}
        </h2>
        <Link
          href="/admin/add-product"
          className="inline-flex min-h-11 items-center rounded-md bg-cyan-800 px-4 font-semibold text-white"
        >
          {t('admin.catalogue.addProduct')}
        </Link>
      </div>
      {listing ? (
        <ul className="grid gap-3 sm:grid-cols-3" aria-label={t('admin.catalogue.statsLabel')}>
          <li className="rounded-lg border border-slate-200 bg-white p-3">
            <span className="block text-2xl font-bold">{formatCount(listing.stats.total)}</span>
            {t('admin.catalogue.statTotal')}
          </li>
          <li className="rounded-lg border border-slate-200 bg-white p-3">
            <span className="block text-2xl font-bold">{formatCount(listing.stats.filtered)}</span>
            {t('admin.catalogue.statFiltered')}
          </li>
          <li className="rounded-lg border border-slate-200 bg-white p-3">
            <span className="block text-2xl font-bold">{formatCount(listing.stats.categories)}</span>
            {t('admin.catalogue.statCategoriesDetail', { subCategories: formatCount(listing.stats.subCategories) })}
          </li>
        </ul>
      ) : null}
      <search>
        <form method="get" action="/admin" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="tab" value="products" />
          <input type="hidden" name="section" value="products" />
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('admin.catalogue.searchLabel')}
            <input
              type="search"
              name="q"
              defaultValue={filters.query}
              maxLength={100}
              className="min-h-11 w-64 max-w-full rounded-md border border-slate-400 px-3 text-base"
            />
          </label>
          <CategoryFilterSelects
            choices={choices}
            categoryId={filters.categoryId}
            subCategoryId={filters.subCategoryId}
            labels={{
              parent: t('admin.catalogue.parentLabel'),
              allParents: t('admin.catalogue.allParents'),
              sub: t('admin.catalogue.subLabel'),
              allSubs: t('admin.catalogue.allSubs'),
            }}
          />
          <button type="submit" className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white">
            {t('admin.catalogue.filter')}
          </button>
          {query.size > 2 ? (
            <Link
              href="/admin?tab=products&section=products"
              className="inline-flex min-h-11 items-center px-2 underline"
            >
              {t('admin.catalogue.clear')}
            </Link>
          ) : null}
        </form>
      </search>
      {listing === null ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {t('admin.catalogue.fetchProductsFailed', { message: t('auth.unexpected') })}
        </p>
      ) : listing.products.length === 0 ? (
        <p>{t('admin.catalogue.empty')}</p>
      ) : (
        <>
          <TableScroller label={t('admin.catalogue.tabs.products')}>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('admin.catalogue.tabs.products')}</caption>
              <thead className="bg-slate-50">
                <tr>
                  {(['product', 'id', 'parent', 'sub', 'price', 'actions'] as const).map((column) => (
                    <th key={column} scope="col" className={cell}>
                      {t(`admin.catalogue.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {listing.products.map((product) => {
                  const editHref = new URLSearchParams(withPage);
                  editHref.set('edit', String(product.id));
                  return (
                    <tr key={product.id} data-testid="product-row">
                      <td className={cell}>
                        <span className="flex items-center gap-2">
                          {product.imageUrl ? (
                            // biome-ignore lint/performance/noImgElement: a small thumbnail of a stored picture
                            <img
                              src={product.imageUrl}
                              alt=""
                              width={40}
                              height={40}
                              loading="lazy"
                              className="size-10 rounded object-cover"
                            />
                          ) : null}
                          <span className="font-semibold">{product.name}</span>
                        </span>
                      </td>
                      <td className={cell}>{product.id}</td>
                      <td className={cell}>{product.categoryName ?? t('admin.catalogue.unknownParent')}</td>
                      <td className={cell}>{product.subCategoryName}</td>
                      <td className={`${cell} whitespace-nowrap`}>{formatPaise(product.pricePaise)}</td>
                      <td className={cell}>
                        <div className="flex flex-wrap gap-2">
                          <Link
                            href={`/admin?${editHref}`}
                            aria-label={t('admin.catalogue.editNamed', { name: product.name })}
                            className="inline-flex min-h-11 items-center rounded-md border border-cyan-800 px-3 font-semibold text-cyan-900"
                          >
                            {t('admin.catalogue.edit')}
                          </Link>
                          <DeleteButton
                            action={deleteProductAction}
                            id={product.id}
                            name={product.name}
                            label={t('admin.catalogue.deleteNamed', { name: product.name })}
                            confirmText={t('admin.catalogue.confirmDelete')}
                            fields={{ back: withPage.toString() }}
                          />
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroller>
          <Pagination
            basePath="/admin"
            page={listing.page}
            pageCount={listing.pageCount}
            params={listParams}
            label={t('admin.catalogue.tabs.products')}
          />
        </>
      )}
      {editing ? (
        <EditDialog title={t('admin.catalogue.editProduct')} closeHref={`/admin?${withPage}`}>
          <ProductForm categories={choices} product={editing} />
        </EditDialog>
      ) : null}
    </section>
  );
}

/** Spec §2.11 Categories: sub-categories with their parent ("Unknown" if missing), add, edit, delete. */
export async function CategoriesAdmin({ editId }: { editId: number | undefined }) {
  const db = getDb();
  const loaded = await Promise.all([findSubCategoryList(db), findParentCategories(db)]).catch((error: unknown) => {
    getLogger().error({ err: error }, 'could not load categories for the admin');
    return null;
  });
  const [subCategories, parents] = loaded ?? [[], []];
  const found = subCategories.find((sub) => sub.id === editId);
  const editing = found && {
    ...found,
    translations: (await findTranslationsFor(db, 'sub_category_translations', [found.id])).get(found.id) ?? {},
  };
  const listHref = '/admin?tab=products&section=categories';
  return (
    <section aria-labelledby="categories-heading" className="flex flex-col gap-4">
      <h2 id="categories-heading" className="text-xl font-bold">
        {t('admin.catalogue.tabs.categories')}
      </h2>
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="mb-3 text-lg font-semibold">{t('admin.catalogue.addSubCategory')}</h3>
        <SubCategoryForm parents={parents} />
      </div>
      {loaded === null ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {t('admin.catalogue.fetchCategoriesFailed', { message: t('auth.unexpected') })}
        </p>
      ) : subCategories.length === 0 ? (
        <p>{t('admin.catalogue.noSubCategories')}</p>
      ) : (
        <TableScroller label={t('admin.catalogue.tabs.categories')}>
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t('admin.catalogue.tabs.categories')}</caption>
            <thead className="bg-slate-50">
              <tr>
                {(['id', 'name', 'parent', 'actions'] as const).map((column) => (
                  <th key={column} scope="col" className={cell}>
                    {t(`admin.catalogue.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {subCategories.map((sub) => (
                <tr key={sub.id} data-testid="sub-category-row">
                  <td className={cell}>{sub.id}</td>
                  <td className={cell}>{sub.name}</td>
                  <td className={cell}>{sub.categoryName ?? t('admin.catalogue.unknownParent')}</td>
                  <td className={cell}>
                    <div className="flex flex-wrap gap-2">
                      <Link
                        href={`${listHref}&edit=${sub.id}`}
                        aria-label={t('admin.catalogue.subEditNamed', { name: sub.name })}
                        className="inline-flex min-h-11 items-center rounded-md border border-cyan-800 px-3 font-semibold text-cyan-900"
                      >
                        {t('admin.catalogue.edit')}
                      </Link>
                      <DeleteButton
                        action={deleteSubCategoryAction}
                        id={sub.id}
                        name={sub.name}
                        label={t('admin.catalogue.subDeleteNamed', { name: sub.name })}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {editing ? (
        <EditDialog title={t('admin.catalogue.editSubCategory')} closeHref={listHref}>
          <SubCategoryForm parents={parents} subCategory={editing} />
        </EditDialog>
      ) : null}
    </section>
  );
}
