import Link from 'next/link';
import { t } from '@/lib/i18n/messages';
import { localHref } from '@/lib/i18n/request-locale';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';

export const generateMetadata = localizedMetadata(() => ({
  title: t('account.privacy.deletedTitle'),
  robots: { index: false },
}));

/** Where a deleted account lands, already signed out. */
export default async function AccountDeletedPage() {
  await routeLocale();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('account.privacy.deletedTitle')}</h1>
      <p role="status">{t('account.privacy.deletedBody')}</p>
      <Link href={localHref('/')} className="text-cyan-800 underline">
        {t('auth.backHome')}
      </Link>
    </div>
  );
}
