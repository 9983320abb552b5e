import type { Metadata } from 'next';
import { listPagePath, ProductListPage, pageNumber } from '@/components/catalogue/product-list-page';
import { translator } from '@/lib/i18n/messages';
import { pageAlternates, routeLocale } from '@/server/i18n/route-locale';

/** The legacy "Testing Kits" category is a normal sub-category; this page lists it (spec §2.8). */
const TESTING_KITS = 'testing-kits';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A page of the spec's route list (§2.1), in the sitemap: its own canonical, in this page's language and at the same page. */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const locale = await routeLocale();
  const page = pageNumber((await searchParams).page);
  return { alternates: pageAlternates(locale, listPagePath('/testing-kits', page)) };
}

export default async function TestingKitsPage({ searchParams }: { searchParams: SearchParams }) {
  const locale = await routeLocale();
  const t = translator(locale);
  return (
    <ProductListPage
      locale={locale}
      slug={TESTING_KITS}
      page={pageNumber((await searchParams).page)}
      basePath="/testing-kits"
      emptyText={t('products.emptyTestingKits')}
    />
  );
}
