import { redirect } from 'next/navigation';
import { CHANGE_PASSWORD_TEXT_KEYS, TWO_FACTOR_ENROLMENT_TEXT_KEYS } from '@/components/account/account-text-keys';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { TwoFactorEnrolment } from '@/components/account/two-factor-enrolment';
import { PHONE_TEXT_KEYS } from '@/components/auth/auth-text-keys';
import { PhoneSignInForm } from '@/components/auth/phone-sign-in-form';
import { translate, translator } from '@/lib/i18n/messages';
import { formatPhone } from '@/lib/phone';
import { signInFirst } from '@/lib/sign-in-first';
import { findPasswordHash } from '@/server/auth/password-hash';
import { getViewer } from '@/server/auth/viewer';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { formErrorTexts, pickTexts } from '@/server/i18n/pick-texts';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';
import { firstValue, type SearchParams } from '../../../(auth)/search-params';
import { accountPhoneAction } from './actions';

export const generateMetadata = localizedMetadata((_, locale) => ({
  title: translate(locale, 'account.security.title'),
  robots: { index: false },
}));

export default async function SecurityPage({ searchParams }: { searchParams: SearchParams }) {
  const locale = await routeLocale();
  const t = translator(locale);
  const viewer = await getViewer();
  if (!viewer) redirect(signInFirst(locale, '/account/security'));
  const params = await searchParams;
  const justEnabled = firstValue(params.enabled);
  // An account made with a mobile number signs in with codes, unless it chose a password (staff invited by SMS).
  const signsInWithPassword = (await findPasswordHash(getDb(), viewer.userId)) !== null;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('account.security.title')}</h1>

      <section aria-labelledby="phone-heading" className="flex flex-col gap-3">
        <h2 id="phone-heading" className="text-xl font-semibold">
          {t('account.phone.heading')}
        </h2>
        {firstValue(params.phone) && viewer.phoneNumber ? (
          <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2">
            {t('account.phone.saved', { phone: formatPhone(viewer.phoneNumber) })}
          </p>
        ) : null}
        {viewer.phoneNumber ? (
          <p>
            {t('account.phone.verified', { phone: formatPhone(viewer.phoneNumber) })}{' '}
            {signsInWithPassword ? t('account.phone.change') : t('account.phone.numberOnly')}
          </p>
        ) : (
          <p>{t('account.phone.none')}</p>
        )}
        {signsInWithPassword ? (
          <PhoneSignInForm
            action={accountPhoneAction}
            mode="account"
            texts={pickTexts(locale, PHONE_TEXT_KEYS)}
            errorTexts={formErrorTexts(locale)}
          />
        ) : null}
      </section>

      {signsInWithPassword ? (
        <section aria-labelledby="password-heading" className="flex flex-col gap-3">
          <h2 id="password-heading" className="text-xl font-semibold">
            {t('account.security.passwordHeading')}
          </h2>
          {viewer.passwordChangeRequired ? (
            <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
              {t('account.security.passwordChangeRequired')}
            </p>
          ) : null}
          <p>{t('account.security.passwordIntro')}</p>
          <ChangePasswordForm
            isAdmin={viewer.isAdmin}
            texts={pickTexts(locale, CHANGE_PASSWORD_TEXT_KEYS)}
            errorTexts={formErrorTexts(locale)}
          />
        </section>
      ) : null}

      {signsInWithPassword ? (
        <section aria-labelledby="two-factor-heading" className="flex flex-col gap-3">
          <h2 id="two-factor-heading" className="text-xl font-semibold">
            {t('account.security.twoFactorHeading')}
          </h2>
          {viewer.twoFactorEnabled ? (
            <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2">
              {justEnabled ? `${t('account.security.done')} ` : ''}
              {t('account.security.enabled')}
            </p>
          ) : (
            <div className="flex flex-col gap-4">
              {viewer.isAdmin && firstValue(params.staff) ? (
                <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2">
                  {t('account.security.welcomeStaff')}
                </p>
              ) : null}
              {viewer.isAdmin && getConfig().adminRequire2fa ? (
                <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
                  {t('account.security.requiredForAdmin')}
                </p>
              ) : null}
              <p>{t('account.security.disabledIntro')}</p>
              <TwoFactorEnrolment texts={pickTexts(locale, TWO_FACTOR_ENROLMENT_TEXT_KEYS)} />
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
