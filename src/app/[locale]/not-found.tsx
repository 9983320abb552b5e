import { Link } from '@/components/ui/link';
import { localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { routeLocale } from '@/server/i18n/route-locale';

export default async function NotFound() {
  const locale = await routeLocale();
  const t = translator(locale);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-3 text-2xl font-bold">{t('errors.notFoundTitle')}</h1>
      <p className="mb-6 text-slate-700">{t('errors.notFoundBody')}</p>
      <Link href={localePath(locale, '/')} className="text-cyan-800 underline">
        {t('errors.goHome')}
      </Link>
    </div>
  );
}
