import { TWO_FACTOR_TEXT_KEYS } from '@/components/auth/auth-text-keys';
import { TwoFactorForm } from '@/components/auth/two-factor-form';
import { translate, translator } from '@/lib/i18n/messages';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { formErrorTexts, pickTexts } from '@/server/i18n/pick-texts';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';
import { firstValue, type SearchParams } from '../../search-params';

export const generateMetadata = localizedMetadata((_, locale) => ({
  title: translate(locale, 'auth.twoFactor.title'),
  robots: { index: false },
}));

export default async function TwoFactorPage({ searchParams }: { searchParams: SearchParams }) {
  const locale = await routeLocale();
  const t = translator(locale);
  const redirectTo = safeRedirectPath(firstValue((await searchParams).redirectTo));
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('auth.twoFactor.title')}</h1>
      <p className="mb-6 text-slate-700">{t('auth.twoFactor.intro')}</p>
      <TwoFactorForm
        redirectTo={redirectTo}
        texts={pickTexts(locale, TWO_FACTOR_TEXT_KEYS)}
        errorTexts={formErrorTexts(locale)}
      />
    </>
  );
}
