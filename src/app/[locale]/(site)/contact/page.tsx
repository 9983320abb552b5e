import type { Metadata } from 'next';
import { CompanyPhones } from '@/components/marketing/company-phones';
import { EmergencyContacts } from '@/components/marketing/emergency-contacts';
import { PageHero } from '@/components/marketing/page-hero';
import { ContactForm } from '@/components/submissions/contact-form';
import { contactFormTexts } from '@/components/submissions/form-texts';
import { messages, translator } from '@/lib/i18n/messages';
import { formatPhone } from '@/lib/schemas/site-settings';
import { localizedMetadata, pageAlternates, routeLocale } from '@/server/i18n/route-locale';
import { readCompanySettings } from '@/server/settings';

export const generateMetadata = localizedMetadata((_props, locale): Metadata => {
  const content = messages(locale).contactPage;
  return {
    title: content.title,
    description: content.heroText,
    alternates: pageAlternates(locale, '/contact'),
  };
});

const card = 'rounded-lg border border-amber-200 bg-white p-5';
const link = 'font-semibold text-cyan-800 underline';

/** Spec §2.6: how to reach us (every fact from the site settings) and the general queries form. */
export default async function ContactPage() {
  const locale = await routeLocale();
  const t = translator(locale);
  const content = messages(locale).contactPage;
  const company = await readCompanySettings(locale);
  return (
    <>
      <PageHero eyebrow={content.title} heading={content.heroHeading} text={content.heroText} tone="amber" />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-2 lg:grid-cols-3">
        <section className={card} aria-labelledby="call-us">
          <h2 id="call-us" className="mb-3 text-lg font-semibold text-cyan-950">
            {content.callUs}
          </h2>
          <CompanyPhones locale={locale} company={company} linkClass={link} />
        </section>
        <section className={card} aria-labelledby="write-to-us">
          <h2 id="write-to-us" className="mb-3 text-lg font-semibold text-cyan-950">
            {content.writeToUs}
          </h2>
          <ul className="flex flex-col gap-2">
            {company.emails.map((email) => (
              <li key={email.address}>
                {email.label}:{' '}
                <a className={`${link} break-all`} href={`mailto:${email.address}`}>
                  {email.address}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section className={card} aria-labelledby="visit-us">
          <h2 id="visit-us" className="mb-3 text-lg font-semibold text-cyan-950">
            {content.visitUs}
          </h2>
          <address className="not-italic">
            {company.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <h3 className="mt-4 font-semibold text-cyan-950">{content.workingHours}</h3>
          <p>{company.workingHours}</p>
        </section>
        <section className={card} aria-labelledby="area-covered">
          <h2 id="area-covered" className="mb-3 text-lg font-semibold text-cyan-950">
            {content.areaCovered}
          </h2>
          <p>{company.areasCovered.join(', ')}</p>
        </section>
        <EmergencyContacts
          id="emergencies"
          heading={content.emergencies}
          text={content.emergenciesText}
          contacts={company.emergencyContacts}
        />
        <section className={card} aria-labelledby="grievance-officer">
          <h2 id="grievance-officer" className="mb-2 text-lg font-semibold text-cyan-950">
            {content.grievanceOfficer}
          </h2>
          <p className="mb-2 text-slate-700">{content.grievanceText}</p>
          <p className="font-semibold">{company.grievanceOfficer.name}</p>
          <p>
            <a className={`${link} break-all`} href={`mailto:${company.grievanceOfficer.email}`}>
              {company.grievanceOfficer.email}
            </a>
          </p>
          <p>
            <a className={link} href={`tel:${company.grievanceOfficer.phone}`}>
              {formatPhone(company.grievanceOfficer.phone)}
            </a>
          </p>
        </section>
      </div>
      <section
        id="general-queries"
        aria-labelledby="general-queries-heading"
        className="mx-auto mb-12 max-w-3xl scroll-mt-20 px-4"
      >
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 id="general-queries-heading" className="mb-2 text-2xl font-bold text-cyan-950">
            {content.queriesHeading}
          </h2>
          <p className="mb-4 text-slate-700">{t('submissions.contact.intro')}</p>
          <ContactForm texts={contactFormTexts(locale)} />
        </div>
      </section>
    </>
  );
}
