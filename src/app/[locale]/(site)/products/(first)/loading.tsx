import { translator } from '@/lib/i18n/messages';
import { routeLocale } from '@/server/i18n/route-locale';

/** Shown while /products finds its first sub-category during a client-side navigation. */
export default async function ProductsLoading() {
  const locale = await routeLocale();
  const t = translator(locale);
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-10 text-slate-700">
      {t('products.redirecting')}
    </p>
  );
}
