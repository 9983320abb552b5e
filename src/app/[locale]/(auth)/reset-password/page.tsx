import { RESET_TEXT_KEYS } from '@/components/auth/auth-text-keys';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { Link } from '@/components/ui/link';
import { localePath } from '@/lib/i18n/locales';
import { translate, translator } from '@/lib/i18n/messages';
import { formErrorTexts, pickTexts } from '@/server/i18n/pick-texts';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';
import { firstValue, type SearchParams } from '../search-params';

export const generateMetadata = localizedMetadata((_, locale) => ({
  title: translate(locale, 'auth.reset.title'),
  robots: { index: false },
}));

/** The return address of the reset e-mail: better-auth checks the token and sends the visitor here with it. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const locale = await routeLocale();
  const t = translator(locale);
  const params = await searchParams;
  const token = firstValue(params.token);
  const usable = token && !firstValue(params.error);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{t('auth.reset.title')}</h1>
      {usable ? (
        <ResetPasswordForm
          token={token}
          texts={pickTexts(locale, RESET_TEXT_KEYS)}
          errorTexts={formErrorTexts(locale)}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('auth.reset.invalidLink')}
          </p>
          <Link className="text-cyan-800 underline" href={localePath(locale, '/forgot-password')}>
            {t('auth.reset.requestNew')}
          </Link>
        </div>
      )}
    </>
  );
}
