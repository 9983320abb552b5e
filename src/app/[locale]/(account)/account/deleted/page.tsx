import { Link } from '@/components/ui/link';
import { localePath } from '@/lib/i18n/locales';
import { translate, translator } from '@/lib/i18n/messages';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';

export const generateMetadata = localizedMetadata((_, locale) => ({
  title: translate(locale, 'account.privacy.deletedTitle'),
  robots: { index: false },
}));

/** Where a deleted account lands, already signed out. */
export default async function AccountDeletedPage() {
  const locale = await routeLocale();
  const t = translator(locale);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('account.privacy.deletedTitle')}</h1>
      <p role="status">{t('account.privacy.deletedBody')}</p>
      <Link href={localePath(locale, '/')} className="text-cyan-800 underline">
        {t('auth.backHome')}
      </Link>
    </div>
  );
}
