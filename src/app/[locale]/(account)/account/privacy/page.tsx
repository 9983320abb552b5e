import { redirect } from 'next/navigation';
import { DELETE_ACCOUNT_TEXT_KEYS } from '@/components/account/account-text-keys';
import { DeleteAccountForm } from '@/components/account/delete-account-form';
import { realEmail } from '@/lib/account-email';
import { localePath } from '@/lib/i18n/locales';
import { translate, translator } from '@/lib/i18n/messages';
import { formatPhone } from '@/lib/phone';
import { signInFirst } from '@/lib/sign-in-first';
import { getViewer } from '@/server/auth/viewer';
import { formErrorTexts, pickTexts } from '@/server/i18n/pick-texts';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';

export const generateMetadata = localizedMetadata((_, locale) => ({
  title: translate(locale, 'account.privacy.title'),
  robots: { index: false },
}));

/** DPDP Act self-service: a copy of one's data, and erasure of the account. */
export default async function PrivacyPage() {
  const locale = await routeLocale();
  const t = translator(locale);
  const viewer = await getViewer();
  if (!viewer) redirect(signInFirst(locale, '/account/privacy'));
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('account.privacy.title')}</h1>
        <p>{t('account.privacy.intro')}</p>
      </div>

      <section aria-labelledby="download-heading" className="flex flex-col gap-3">
        <h2 id="download-heading" className="text-xl font-semibold">
          {t('account.privacy.downloadHeading')}
        </h2>
        <p>{t('account.privacy.downloadIntro')}</p>
        {/* A plain link: the file downloads with or without JavaScript, and the server decides whose data it is. */}
        <a
          href={localePath(locale, '/account/privacy/download')}
          download
          className="inline-flex min-h-11 items-center self-start rounded-md bg-cyan-800 px-4 py-2 font-semibold text-white hover:bg-cyan-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-700"
        >
          {t('account.privacy.download')}
        </a>
      </section>

      <section aria-labelledby="delete-heading" className="flex flex-col gap-3">
        <h2 id="delete-heading" className="text-xl font-semibold">
          {t('account.privacy.deleteHeading')}
        </h2>
        <p>{t('account.privacy.deleteIntro')}</p>
        <DeleteAccountForm
          sendCodeLabel={
            realEmail(viewer.email) === null && viewer.phoneNumber
              ? t('account.privacy.sendCode', { phone: formatPhone(viewer.phoneNumber) })
              : null
          }
          texts={pickTexts(locale, DELETE_ACCOUNT_TEXT_KEYS)}
          errorTexts={formErrorTexts(locale)}
        />
      </section>
    </div>
  );
}
