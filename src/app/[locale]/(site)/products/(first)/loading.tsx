import { t } from '@/lib/i18n/messages';
import { routeLocale } from '@/server/i18n/route-locale';

/** Shown while /products finds its first sub-category during a client-side navigation. */
export default async function ProductsLoading() {
  await routeLocale();
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-10 text-slate-700">
      {t('products.redirecting')}
    </p>
  );
}
