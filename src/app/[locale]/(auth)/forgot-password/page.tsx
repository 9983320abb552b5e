import { FORGOT_TEXT_KEYS } from '@/components/auth/auth-text-keys';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { PhoneSignInLink } from '@/components/auth/phone-sign-in-link';
import { translate, translator } from '@/lib/i18n/messages';
import { formErrorTexts, pickTexts } from '@/server/i18n/pick-texts';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';

export const generateMetadata = localizedMetadata((_, locale) => ({
  title: translate(locale, 'auth.forgot.title'),
  robots: { index: false },
}));

export default async function ForgotPasswordPage() {
  const locale = await routeLocale();
  const t = translator(locale);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('auth.forgot.title')}</h1>
      <p className="mb-6 text-slate-700">{t('auth.forgot.intro')}</p>
      <PhoneSignInLink locale={locale} label={t('auth.phone.forgotLink')} />
      <ForgotPasswordForm texts={pickTexts(locale, FORGOT_TEXT_KEYS)} errorTexts={formErrorTexts(locale)} />
    </>
  );
}
