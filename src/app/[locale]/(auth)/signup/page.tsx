import { SIGNUP_TEXT_KEYS } from '@/components/auth/auth-text-keys';
import { PhoneSignInLink } from '@/components/auth/phone-sign-in-link';
import { SignupForm } from '@/components/auth/signup-form';
import { SignInNotice } from '@/components/forms/sign-in-notice';
import { translate, translator } from '@/lib/i18n/messages';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { formErrorTexts, pickTexts } from '@/server/i18n/pick-texts';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';
import { firstValue, type SearchParams } from '../search-params';

export const generateMetadata = localizedMetadata((_, locale) => ({
  title: translate(locale, 'auth.signup.title'),
  robots: { index: false },
}));

export default async function SignupPage({ searchParams }: { searchParams: SearchParams }) {
  const locale = await routeLocale();
  const t = translator(locale);
  const redirectTo = safeRedirectPath(firstValue((await searchParams).redirectTo));
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('auth.signup.title')}</h1>
      <p className="mb-6 text-slate-700">{t('auth.signup.intro')}</p>
      <SignInNotice />
      <PhoneSignInLink locale={locale} label={t('auth.phone.signupLink')} redirectTo={redirectTo} newAccount />
      <SignupForm
        redirectTo={redirectTo}
        texts={pickTexts(locale, SIGNUP_TEXT_KEYS)}
        errorTexts={formErrorTexts(locale)}
      />
    </>
  );
}
