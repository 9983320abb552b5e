import type { Metadata } from 'next';
import Link from 'next/link';
import { t } from '@/lib/i18n/messages';

export const metadata: Metadata = { title: t('account.privacy.deletedTitle'), robots: { index: false } };

/** Where a deleted account lands, already signed out. */
export default function AccountDeletedPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('account.privacy.deletedTitle')}</h1>
      <p role="status">{t('account.privacy.deletedBody')}</p>
      <Link href="/" className="text-cyan-800 underline">
        {t('auth.backHome')}
      </Link>
    </div>
  );
}
