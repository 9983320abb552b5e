import { redirect } from 'next/navigation';
import { localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { readFirstSubCategorySlug } from '@/server/catalogue';
import { routeLocale } from '@/server/i18n/route-locale';
import { getLogger } from '@/server/logger';

/** Spec §2.8: /products leads to the sub-category with the lowest id, with a server redirect. */
export default async function ProductsPage() {
  const locale = await routeLocale();
  const t = translator(locale);
  let slug: string | null = null;
  try {
    slug = await readFirstSubCategorySlug();
  } catch (error) {
    getLogger().error({ err: error }, 'could not fetch sub-categories');
    return (
      <p role="alert" className="mx-auto max-w-6xl px-4 py-10 text-red-800">
        {t('products.subCategoriesFailed')}
      </p>
    );
  }
  if (slug) redirect(localePath(locale, `/products/${slug}`));
  return <p className="mx-auto max-w-6xl px-4 py-10">{t('products.empty')}</p>;
}
