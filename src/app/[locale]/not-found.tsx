import Link from 'next/link';
import { t } from '@/lib/i18n/messages';
import { localHref } from '@/lib/i18n/request-locale';
import { routeLocale } from '@/server/i18n/route-locale';

export default async function NotFound() {
  await routeLocale();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-3 text-2xl font-bold">{t('errors.notFoundTitle')}</h1>
      <p className="mb-6 text-slate-700">{t('errors.notFoundBody')}</p>
      <Link href={localHref('/')} className="text-cyan-800 underline">
        {t('errors.goHome')}
      </Link>
    </div>
  );
}
