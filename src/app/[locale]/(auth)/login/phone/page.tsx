import { PHONE_TEXT_KEYS } from '@/components/auth/auth-text-keys';
import { PhoneSignInForm } from '@/components/auth/phone-sign-in-form';
import { translate, translator } from '@/lib/i18n/messages';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { formErrorTexts, pickTexts } from '@/server/i18n/pick-texts';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';
import { phoneSignInAction } from '../../actions';
import { firstValue, type SearchParams } from '../../search-params';

export const generateMetadata = localizedMetadata((_, locale) => ({
  title: translate(locale, 'auth.phone.title'),
  robots: { index: false },
}));

/** Sign in, or sign up (`?new=1`), with a mobile number and a code sent to it by SMS (issue 22). */
export default async function PhoneSignInPage({ searchParams }: { searchParams: SearchParams }) {
  const locale = await routeLocale();
  const t = translator(locale);
  const params = await searchParams;
  const newAccount = firstValue(params.new) === '1';
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">
        {t(newAccount ? 'auth.phone.signupTitle' : 'auth.phone.title')}
      </h1>
      <p className="mb-6 text-slate-700">{t(newAccount ? 'auth.phone.signupIntro' : 'auth.phone.intro')}</p>
      <PhoneSignInForm
        action={phoneSignInAction}
        mode={newAccount ? 'sign-up' : 'sign-in'}
        redirectTo={safeRedirectPath(firstValue(params.redirectTo))}
        texts={pickTexts(locale, PHONE_TEXT_KEYS)}
        errorTexts={formErrorTexts(locale)}
      />
    </>
  );
}
