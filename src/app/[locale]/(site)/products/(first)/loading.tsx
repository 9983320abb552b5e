import { t } from '@/lib/i18n/messages';

/** Shown while /products finds its first sub-category during a client-side navigation. */
export default function ProductsLoading() {
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-10 text-slate-700">
      {t('products.redirecting')}
    </p>
  );
}
