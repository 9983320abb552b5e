import type { Metadata } from 'next';
import { EmergencyContacts } from '@/components/marketing/emergency-contacts';
import { InfoCards } from '@/components/marketing/info-cards';
import { PageHero } from '@/components/marketing/page-hero';
import { PageSection } from '@/components/marketing/page-section';
import { messages } from '@/lib/i18n/messages';
import { readCompanySettings } from '@/server/settings';

const content = messages().joinUsPage;

export const metadata: Metadata = {
  title: content.title,
  description: content.heroText,
  alternates: { canonical: '/join-us' },
};

/** Spec §2.7 page content: CAREERS hero, how to apply (anchor join-us) and the emergencies box. */
export default async function JoinUsPage() {
  const company = await readCompanySettings();
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
          <p className="mb-3 text-slate-700">{content.applyText}</p>
          {applicationEmail ? (
            <p>
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
        />
      </div>
    </>
  );
}
