import { LOGIN_TEXT_KEYS } from '@/components/auth/auth-text-keys';
import { LoginForm } from '@/components/auth/login-form';
import { PhoneSignInLink } from '@/components/auth/phone-sign-in-link';
import { SignInNotice } from '@/components/forms/sign-in-notice';
import { translate, translator } from '@/lib/i18n/messages';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { formErrorTexts, pickTexts } from '@/server/i18n/pick-texts';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';
import { firstValue, type SearchParams } from '../search-params';

export const generateMetadata = localizedMetadata((_, locale) => ({
  title: translate(locale, 'auth.login.title'),
  robots: { index: false },
}));

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const locale = await routeLocale();
  const t = translator(locale);
  const params = await searchParams;
  const redirectTo = safeRedirectPath(firstValue(params.redirectTo));
  const error = firstValue(params.error);
  const notice = error
    ? { tone: 'error', text: t('auth.login.verifyLinkInvalid') }
    : firstValue(params.verified)
      ? { tone: 'success', text: t('auth.login.verified') }
      : firstValue(params.reset)
        ? { tone: 'success', text: t('auth.login.passwordReset') }
        : null;
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('auth.login.title')}</h1>
      <p className="mb-6 text-slate-700">{t('auth.login.intro')}</p>
      {notice ? (
        <p
          role="status"
          className={`mb-4 rounded-md border px-3 py-2 text-sm ${
            notice.tone === 'error'
              ? 'border-red-300 bg-red-50 text-red-800'
              : 'border-emerald-300 bg-emerald-50 text-emerald-900'
          }`}
        >
          {notice.text}
        </p>
      ) : null}
      <SignInNotice />
      <PhoneSignInLink locale={locale} label={t('auth.phone.loginLink')} redirectTo={redirectTo} />
      <LoginForm
        redirectTo={redirectTo}
        texts={pickTexts(locale, LOGIN_TEXT_KEYS)}
        errorTexts={formErrorTexts(locale)}
      />
    </>
  );
}
