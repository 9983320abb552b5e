import type { Metadata } from 'next';
import { ProductListPage, pageNumber } from '@/components/catalogue/product-list-page';
import { t } from '@/lib/i18n/messages';
import { pageAlternates, routeLocale } from '@/server/i18n/route-locale';

/** The legacy "Testing Kits" category is a normal sub-category; this page lists it (spec §2.8). */
const TESTING_KITS = 'testing-kits';

export const metadata: Metadata = { alternates: pageAlternates(`/products/${TESTING_KITS}`) };

export default async function TestingKitsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await routeLocale();
  return (
    <ProductListPage
      slug={TESTING_KITS}
      page={pageNumber((await searchParams).page)}
      basePath="/testing-kits"
      emptyText={t('products.emptyTestingKits')}
    />
  );
}
