import { notFound } from 'next/navigation';
import { Pagination } from '@/components/marketing/pagination';
import { type Locale, localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { readProducts, readSubCategory } from '@/server/catalogue';
import type { ProductPage } from '@/server/catalogue/find-products';
import type { SubCategory } from '@/server/catalogue/find-sub-category';
import { getLogger } from '@/server/logger';
import { CartSummary } from './cart-summary';
import { orderFormTexts } from './order-texts';
import { OrderTextsProvider } from './order-texts-provider';
import { ProductCard } from './product-card';

/** Page numbers arrive as text; anything but a whole number from 1 is page 1. */
export function pageNumber(value: string | string[] | undefined): number {
  const page = Number(typeof value === 'string' ? value : '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address of a page of a list: `/products/fish-seed`, then `/products/fish-seed?page=2`. */
export function listPagePath(basePath: string, page: number): string {
  return page > 1 ? `${basePath}?page=${page}` : basePath;
}

/**
 * A sub-category's products (spec §2.8), rendered on the server: the grid, the
 * spec's empty and failure texts, an unknown slug as a 404, pages of 24.
 */
export async function ProductListPage({
  locale,
  slug,
  page,
  basePath,
  emptyText,
  withCart = false,
}: {
  locale: Locale;
  slug: string;
  page: number;
  basePath: string;
  emptyText?: string;
  withCart?: boolean;
}) {
  const t = translator(locale);
  let subCategory: SubCategory | null;
  try {
    subCategory = await readSubCategory(slug, locale);
  } catch (error) {
    getLogger().error({ err: error, slug }, 'could not fetch the sub-category');
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Failure text={t('products.subCategoriesFailed')} />
      </div>
    );
  }
  if (!subCategory) notFound();

  let result: ProductPage | null = null;
  try {
    result = await readProducts(subCategory.id, page, locale);
  } catch (error) {
    getLogger().error({ err: error, slug }, 'could not fetch products');
  }

  return (
    <OrderTextsProvider texts={orderFormTexts(locale)}>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p className="mb-1 font-semibold uppercase tracking-wide text-cyan-800">{subCategory.categoryName}</p>
        <h1 className="mb-6 text-3xl font-bold text-cyan-950">{subCategory.name}</h1>
        {withCart ? (
          <CartSummary
            labels={{
              heading: t('products.cart.heading'),
              count: t('products.cart.count'),
              countOne: t('products.cart.countOne'),
              empty: t('products.cart.empty'),
              remove: t('products.cart.remove'),
              removeNamed: t('products.cart.removeNamed'),
              clear: t('products.cart.clear'),
              total: t('products.cart.total'),
              send: t('orders.cartSend'),
              dialogTitle: t('orders.cartDialogTitle'),
              summary: t('orders.cartSummary'),
            }}
          />
        ) : null}
        {result === null ? (
          <Failure text={t('products.productsFailed')} />
        ) : result.products.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {emptyText ?? t('products.empty')}
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600">
              {t('products.countLabel', { count: result.total })}
              {result.pageCount > 1 ? ` · ${t('products.pageOf', { page: result.page, count: result.pageCount })}` : ''}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {result.products.map((product, index) => (
                <ProductCard
                  locale={locale}
                  key={product.id}
                  priority={index < 2}
                  product={product}
                  href={localePath(locale, `/products/${subCategory.slug}/${product.slug}`)}
                  withCart={withCart}
                />
              ))}
            </ul>
            <Pagination locale={locale} basePath={basePath} page={result.page} pageCount={result.pageCount} />
          </>
        )}
      </div>
    </OrderTextsProvider>
  );
}

function Failure({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
      {text}
    </p>
  );
}
