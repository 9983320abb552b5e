import { CatalogueNotFound } from '@/components/catalogue/catalogue-not-found';
import { t } from '@/lib/i18n/messages';

export default function SubCategoryNotFound() {
  return <CatalogueNotFound text={t('products.notFound')} />;
}
