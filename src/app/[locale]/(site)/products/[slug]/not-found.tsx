import { CatalogueNotFound } from '@/components/catalogue/catalogue-not-found';
import { t } from '@/lib/i18n/messages';
import { routeLocale } from '@/server/i18n/route-locale';

export default async function SubCategoryNotFound() {
  await routeLocale();
  return <CatalogueNotFound text={t('products.notFound')} />;
}
