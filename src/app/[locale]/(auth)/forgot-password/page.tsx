import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { t } from '@/lib/i18n/messages';

export const metadata: Metadata = { title: t('auth.forgot.title'), robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('auth.forgot.title')}</h1>
      <p className="mb-6 text-slate-700">{t('auth.forgot.intro')}</p>
      <ForgotPasswordForm />
    </>
  );
}
