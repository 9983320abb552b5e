import { CatalogueNotFound } from '@/components/catalogue/catalogue-not-found';
import { translator } from '@/lib/i18n/messages';
import { routeLocale } from '@/server/i18n/route-locale';

export default async function SubCategoryNotFound() {
  const locale = await routeLocale();
  const t = translator(locale);
  return <CatalogueNotFound locale={locale} text={t('products.notFound')} />;
}
