import { Link } from '@/components/ui/link';
import { localePath } from '@/lib/i18n/locales';
import { translate, translator } from '@/lib/i18n/messages';
import { readMenuCategories } from '@/server/catalogue';
import { localizedMetadata, pageAlternates, routeLocale } from '@/server/i18n/route-locale';

export const generateMetadata = localizedMetadata((_props, locale) => ({
  title: translate(locale, 'catalog.title'),
  description: translate(locale, 'catalog.intro'),
  alternates: pageAlternates(locale, '/catalog'),
}));

/** Spec §2.1: a static catalog page whose content is being updated; it points to the live categories meanwhile. */
export default async function CatalogPage() {
  const locale = await routeLocale();
  const t = translator(locale);
  const categories = await readMenuCategories(locale);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-3 text-3xl font-bold text-cyan-950">{t('catalog.title')}</h1>
      <p className="mb-4 max-w-3xl text-lg text-slate-700">{t('catalog.intro')}</p>
      <p className="mb-8 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        {t('catalog.updating')}
      </p>
      <h2 className="mb-4 text-xl font-semibold text-cyan-950">{t('catalog.browse')}</h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <section key={category.id} className="rounded-lg border border-slate-200 bg-white p-5">
            <h3 className="mb-3 text-lg font-semibold text-cyan-900">{category.name}</h3>
            <ul className="flex flex-col gap-1">
              {category.subCategories.map((sub) => (
                <li key={sub.id}>
                  <Link
                    href={localePath(locale, `/products/${sub.slug}`)}
                    className="inline-block py-1 text-cyan-800 underline"
                  >
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-8">
        {t('catalog.askTeam')}{' '}
        <Link href={localePath(locale, '/contact')} className="font-semibold text-cyan-800 underline">
          {t('catalog.contactLink')}
        </Link>
      </p>
    </div>
  );
}
