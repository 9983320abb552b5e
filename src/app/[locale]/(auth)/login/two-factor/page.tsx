import type { Metadata } from 'next';
import { TwoFactorForm } from '@/components/auth/two-factor-form';
import { t } from '@/lib/i18n/messages';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { firstValue, type SearchParams } from '../../search-params';

export const metadata: Metadata = { title: t('auth.twoFactor.title'), robots: { index: false } };

export default async function TwoFactorPage({ searchParams }: { searchParams: SearchParams }) {
  const redirectTo = safeRedirectPath(firstValue((await searchParams).redirectTo));
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('auth.twoFactor.title')}</h1>
      <p className="mb-6 text-slate-700">{t('auth.twoFactor.intro')}</p>
      <TwoFactorForm redirectTo={redirectTo} />
    </>
  );
}
