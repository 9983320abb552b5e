import Link from 'next/link';
import { t } from '@/lib/i18n/messages';
import { localHref } from '@/lib/i18n/request-locale';
import { routeLocale } from '@/server/i18n/route-locale';

export default async function PostNotFound() {
  await routeLocale();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-6 text-2xl font-bold">{t('blog.notFound')}</h1>
      <Link href={localHref('/blog')} className="text-cyan-800 underline">
        {t('blog.back')}
      </Link>
    </div>
  );
}
