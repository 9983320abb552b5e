import type { Metadata } from 'next';
import { EmergencyContacts } from '@/components/marketing/emergency-contacts';
import { InfoCards } from '@/components/marketing/info-cards';
import { PageHero } from '@/components/marketing/page-hero';
import { PageSection } from '@/components/marketing/page-section';
import { joinUsFormTexts, tenantDownFormTexts } from '@/components/submissions/form-texts';
import { JoinUsForm } from '@/components/submissions/join-us-form';
import { TenantDownButton } from '@/components/submissions/tenant-down-button';
import { messages, translator } from '@/lib/i18n/messages';
import { localizedMetadata, pageAlternates, routeLocale } from '@/server/i18n/route-locale';
import { readCompanySettings } from '@/server/settings';

export const generateMetadata = localizedMetadata((_props, locale): Metadata => {
  const content = messages(locale).joinUsPage;
  return {
    title: content.title,
    description: content.heroText,
    alternates: pageAlternates(locale, '/join-us'),
  };
});

/** Spec §2.7: CAREERS hero, the application form (anchor join-us), and the emergencies box with the Tenant down modal. */
export default async function JoinUsPage() {
  const locale = await routeLocale();
  const t = translator(locale);
  const content = messages(locale).joinUsPage;
  const company = await readCompanySettings(locale);
  const applicationEmail = company.emails[0]?.address;
  return (
    <>
      <PageHero eyebrow={content.eyebrow} heading={content.heroHeading} text={content.heroText} tone="cyan" />
      <PageSection id="why-work" heading={content.whyHeading}>
        <InfoCards items={content.why} columns={3} />
      </PageSection>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-12 md:grid-cols-2">
        <section
          id="join-us"
          className="rounded-lg border border-slate-200 bg-white p-6"
          aria-labelledby="apply-heading"
        >
          <h2 id="apply-heading" className="mb-3 text-2xl font-bold text-cyan-950">
            {content.applyHeading}
          </h2>
          <p className="mb-4 text-slate-700">{t('submissions.join.intro')}</p>
          <JoinUsForm texts={joinUsFormTexts(locale)} />
          {applicationEmail ? (
            <p className="mt-4 text-sm text-slate-700">
              {content.applyEmailLabel}{' '}
              <a className="break-all font-semibold text-cyan-800 underline" href={`mailto:${applicationEmail}`}>
                {applicationEmail}
              </a>
            </p>
          ) : null}
        </section>
        <EmergencyContacts
          id="emergency-heading"
          heading={content.emergencyHeading}
          text={content.emergencyText}
          contacts={company.emergencyContacts}
        >
          <p className="mt-4 mb-2">{t('submissions.tenant.intro')}</p>
          <TenantDownButton
            label={t('submissions.tenant.open')}
            texts={tenantDownFormTexts(locale)}
            className="inline-flex min-h-11 items-center rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
          />
        </EmergencyContacts>
      </div>
    </>
  );
}
