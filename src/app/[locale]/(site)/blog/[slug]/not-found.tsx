import { Link } from '@/components/ui/link';
import { localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { routeLocale } from '@/server/i18n/route-locale';

export default async function PostNotFound() {
  const locale = await routeLocale();
  const t = translator(locale);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-6 text-2xl font-bold">{t('blog.notFound')}</h1>
      <Link href={localePath(locale, '/blog')} className="text-cyan-800 underline">
        {t('blog.back')}
      </Link>
    </div>
  );
}
