import { deleteProductAction } from '@/app/[locale]/admin/products/actions';
import { LinkButton } from '@/components/ui/button';
import { english } from '@/lib/i18n/english';
import { formatPaise } from '@/lib/money';
import { formatCount } from '@/lib/text';
import type { AdminProduct, AdminProductFilters } from '@/server/catalogue/find-admin-products';
import { AdminList, type ListPage } from '../list/admin-list';
import type { Column } from '../list/data-table';
import { ListFilters, SearchFilter } from '../list/list-filters';
import { listParams } from '../list/list-params';
import { RowActions } from '../list/row-actions';
import { StatCards } from '../list/stat-cards';
import { DeleteButton } from '../shared/delete-button';
import { EditDialog } from '../shared/edit-dialog';
import { CategoryFilterSelects } from './category-filter-selects';
import { type CategoryChoice, ProductForm } from './product-form';
import { gstClassName } from './tax-fields';

export type ProductsListing = ListPage<AdminProduct> & {
  stats: { total: number; filtered: number; categories: number; subCategories: number };
};

type ProductColumn = 'product' | 'id' | 'parent' | 'sub' | 'price' | 'tax' | 'actions';

function productColumns(back: URLSearchParams): Column<AdminProduct>[] {
  const column = (key: ProductColumn, cell: Column<AdminProduct>['cell'], className?: string) => ({
    key,
    header: english(`admin.catalogue.columns.${key}`),
    cell,
    className,
  });
  return [
    column('product', (product) => (
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
    )),
    column('id', (product) => product.id),
    column('parent', (product) => product.categoryName ?? english('admin.catalogue.unknownParent')),
    column('sub', (product) => product.subCategoryName),
    column('price', (product) => formatPaise(product.pricePaise, 'en'), 'whitespace-nowrap'),
    column('tax', (product) =>
      product.hsnCode && product.gstClass ? (
        english('admin.catalogue.taxSummary', {
          hsn: product.hsnCode,
          gst: gstClassName(product.gstClass),
          unit: product.unit,
        })
      ) : (
        <span className="font-semibold text-amber-800">{english('admin.catalogue.noTaxFacts')}</span>
      ),
    ),
    column('actions', (product) => {
      const edit = new URLSearchParams(back);
      edit.set('edit', String(product.id));
      return (
        <RowActions
          href={`/admin/products?${edit}`}
          label={english('admin.catalogue.editNamed', { name: product.name })}
          text={english('admin.catalogue.edit')}
        >
          <DeleteButton
            action={deleteProductAction}
            id={product.id}
            name={product.name}
            label={english('admin.catalogue.deleteNamed', { name: product.name })}
            confirmText={english('admin.catalogue.confirmDelete')}
            fields={{ back: back.toString() }}
          />
        </RowActions>
      );
    }),
  ];
}

/** Spec §2.11 Products: stat cards, search, parent and sub-category filters, the table, Edit Product, delete. Its page reads the data. */
export function ProductsAdmin({
  filters,
  listing,
  choices,
  editing,
}: {
  filters: AdminProductFilters & { page: number };
  listing: ProductsListing | null;
  choices: CategoryChoice[];
  editing: AdminProduct | null;
}) {
  const list = listParams('/admin/products', {
    q: filters.query,
    category: filters.categoryId,
    sub: filters.subCategoryId,
  });
  const back = list.withPage(filters.page);
  const stats = listing?.stats;
  return (
    <section aria-labelledby="products-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="products-heading" className="text-xl font-bold">
          {english('admin.catalogue.tabs.products')}
        </h2>
        <LinkButton href="/admin/add-product">{english('admin.catalogue.addProduct')}</LinkButton>
      </div>
      {stats ? (
        <StatCards
          label={english('admin.catalogue.statsLabel')}
          cards={[
            [stats.total, english('admin.catalogue.statTotal')],
            [stats.filtered, english('admin.catalogue.statFiltered')],
            [
              stats.categories,
              english('admin.catalogue.statCategoriesDetail', {
                subCategories: formatCount(stats.subCategories, 'en'),
              }),
            ],
          ]}
        />
      ) : null}
      <ListFilters
        path={list.path}
        submitText={english('admin.catalogue.filter')}
        clearText={english('admin.catalogue.clear')}
        filtered={list.filtered}
      >
        <SearchFilter label={english('admin.catalogue.searchLabel')} defaultValue={filters.query} />
        <CategoryFilterSelects
          choices={choices}
          categoryId={filters.categoryId}
          subCategoryId={filters.subCategoryId}
          labels={{
            parent: english('admin.catalogue.parentLabel'),
            allParents: english('admin.catalogue.allParents'),
            sub: english('admin.catalogue.subLabel'),
            allSubs: english('admin.catalogue.allSubs'),
          }}
        />
      </ListFilters>
      <AdminList
        label={english('admin.catalogue.tabs.products')}
        listing={listing}
        failedText={english('admin.catalogue.fetchProductsFailed', { message: english('auth.unexpected') })}
        emptyText={english('admin.catalogue.empty')}
        columns={productColumns(back)}
        rowKey={(product) => product.id}
        rowTestId="product-row"
        path={list.path}
        params={list.params}
      />
      {editing ? (
        <EditDialog title={english('admin.catalogue.editProduct')} closeHref={list.href(filters.page)}>
          <ProductForm categories={choices} product={editing} />
        </EditDialog>
      ) : null}
    </section>
  );
}
