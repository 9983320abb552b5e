import { Link } from '@/components/ui/link';
import { type Locale, localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';

/** The catalogue's 404 body: the spec's text and a way back into the products. */
export function CatalogueNotFound({ locale, text }: { locale: Locale; text: string }) {
  const t = translator(locale);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-6 text-2xl font-bold">{text}</h1>
      <Link href={localePath(locale, '/catalog')} className="text-cyan-800 underline">
        {t('products.allProducts')}
      </Link>
    </div>
  );
}
