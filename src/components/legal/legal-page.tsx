import type { Locale } from '@/lib/i18n/locales';
import { fill, translator } from '@/lib/i18n/messages';
import { type CompanySettings, formatPhone } from '@/lib/schemas/site-settings';

type LegalContent = {
  title: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
};

/** A legal page: title, last-updated line, sections, and how to reach the grievance officer. */
export function LegalPage({
  locale,
  content,
  company,
}: {
  locale: Locale;
  content: LegalContent;
  company: CompanySettings;
}) {
  const t = translator(locale);
  const officer = company.grievanceOfficer;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-relaxed">
      <h1 className="mb-2 text-3xl font-bold text-cyan-950">{content.title}</h1>
      <p className="mb-6 text-sm text-slate-600">{t('legal.lastUpdated')}</p>
      <p className="mb-6">{fill(content.intro, { company: company.name })}</p>
      {content.sections.map((section) => (
        <section key={section.heading} className="mb-6">
          <h2 className="mb-2 text-xl font-semibold text-cyan-950">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mb-3">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 text-xl font-semibold text-cyan-950">{t('legal.contactHeading')}</h2>
        <p>
          {t('legal.grievanceOfficer')}: {officer.name},{' '}
          <a className="text-cyan-800 underline" href={`mailto:${officer.email}`}>
            {officer.email}
          </a>
          ,{' '}
          <a className="text-cyan-800 underline" href={`tel:${officer.phone}`}>
            {formatPhone(officer.phone)}
          </a>
        </p>
        <address className="mt-2 not-italic">{company.address.join(', ')}</address>
      </section>
    </article>
  );
}
