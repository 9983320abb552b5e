import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AccessDenied, NoticePage } from '@/components/layout/access-denied';
import { t } from '@/lib/i18n/messages';
import { requireAdmin } from '@/server/auth/viewer';
import { isAppError } from '@/server/errors/app-error';

export const metadata: Metadata = { title: t('admin.title'), robots: { index: false } };

/**
 * Every /admin page renders inside this check. Pages, actions and routes call
 * requireAdmin() themselves too: a layout alone is not a guarantee.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  try {
    await requireAdmin();
  } catch (error) {
    if (isAppError(error, 'UNAUTHENTICATED')) redirect('/login?redirectTo=/admin');
    if (isAppError(error, 'TWO_FACTOR_REQUIRED')) return <TwoFactorRequired />;
    if (isAppError(error)) return <AccessDenied />;
    throw error;
  }
  return <div className="mx-auto max-w-6xl px-4 py-8">{children}</div>;
}

function TwoFactorRequired() {
  return (
    <NoticePage title={t('admin.twoFactorRequired')} href="/account/security" linkLabel={t('admin.setUpTwoFactor')} />
  );
}
