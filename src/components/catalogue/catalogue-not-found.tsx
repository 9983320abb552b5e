import Link from 'next/link';
import { t } from '@/lib/i18n/messages';
import { localHref } from '@/lib/i18n/request-locale';

/** The catalogue's 404 body: the spec's text and a way back into the products. */
export function CatalogueNotFound({ text }: { text: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-6 text-2xl font-bold">{text}</h1>
      <Link href={localHref('/catalog')} className="text-cyan-800 underline">
        {t('products.allProducts')}
      </Link>
    </div>
  );
}
