import type { Metadata } from 'next';
import { listPagePath, ProductListPage, pageNumber } from '@/components/catalogue/product-list-page';
import { translator } from '@/lib/i18n/messages';
import { readSubCategory } from '@/server/catalogue';
import { pageAlternates, routeLocale } from '@/server/i18n/route-locale';

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Where the legacy "Maintenance" category lives now: a normal sub-category with a cart. */
const MAINTENANCE = 'maintenance';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await routeLocale();
  const { slug } = await params;
  const page = pageNumber((await searchParams).page);
  const subCategory = await readSubCategory(slug, locale).catch(() => null);
  if (!subCategory) return {};
  return {
    title: page > 1 ? `${subCategory.name} (${page})` : subCategory.name,
    // Each page of the list is its own page, in each language.
    alternates: pageAlternates(locale, listPagePath(`/products/${subCategory.slug}`, page)),
  };
}

export default async function SubCategoryPage({ params, searchParams }: Props) {
  const locale = await routeLocale();
  const t = translator(locale);
  const { slug } = await params;
  const page = pageNumber((await searchParams).page);
  return (
    <ProductListPage
      locale={locale}
      slug={slug}
      page={page}
      basePath={`/products/${slug}`}
      withCart={slug === MAINTENANCE}
      emptyText={slug === MAINTENANCE ? t('products.emptyMaintenance') : t('products.empty')}
    />
  );
}
