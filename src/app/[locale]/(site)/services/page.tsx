import type { Metadata } from 'next';
import { ExpandableCard } from '@/components/about/expandable-card';
import { InfoCards } from '@/components/marketing/info-cards';
import { PageHero } from '@/components/marketing/page-hero';
import { PageSection } from '@/components/marketing/page-section';
import { TeamGrid } from '@/components/people/team-grid';
import { Link } from '@/components/ui/link';
import { localePath } from '@/lib/i18n/locales';
import { messages, translator } from '@/lib/i18n/messages';
import { localizedMetadata, pageAlternates, routeLocale } from '@/server/i18n/route-locale';

/** Spec §2.5: the Read More toggle appears only for descriptions longer than this. */
const TOGGLE_AFTER_CHARACTERS = 100;

export const generateMetadata = localizedMetadata((_props, locale): Metadata => {
  const content = messages(locale).servicesPage;
  return {
    title: content.title,
    description: content.heroText,
    alternates: pageAlternates(locale, '/services'),
  };
});

/**
 * Spec §2.5. Prerendered; the team is read from the database while the page is
 * rendered and is part of its HTML (no Suspense boundary: decision 021); the FAQ
 * needs no JavaScript.
 */
export default async function ServicesPage() {
  const locale = await routeLocale();
  const t = translator(locale);
  const content = messages(locale).servicesPage;
  const labels = { readMore: t('about.readMore'), showLess: t('about.showLess') };
  return (
    <>
      <PageHero eyebrow={content.title} heading={content.heroHeading} text={content.heroText} tone="teal">
        <Link
          href={localePath(locale, '/join-us#join-us')}
          className="inline-block rounded-md bg-cyan-800 px-5 py-3 font-semibold text-white"
        >
          {content.joinUs}
        </Link>
      </PageHero>
      <PageSection id="services" heading={content.servicesHeading}>
        <div className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.services.map((service) => (
            <ExpandableCard
              key={service.name}
              title={service.name}
              text={service.text}
              labels={labels}
              toggleAfter={TOGGLE_AFTER_CHARACTERS}
            />
          ))}
        </div>
      </PageSection>
      <PageSection id="why" heading={content.whyHeading}>
        <InfoCards items={content.why} columns={3} tone="teal" />
      </PageSection>
      <PageSection id="team" heading={content.teamHeading}>
        <TeamGrid locale={locale} />
      </PageSection>
      <PageSection id="faq" heading={content.faqHeading} width="narrow">
        {/* Same-named <details> are exclusive: one answer open at a time, without JavaScript. */}
        <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {content.faq.map((item) => (
            <details key={item.question} name="faq" className="group" data-testid="faq-item">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-slate-900">
                {item.question}
                <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <p className="px-4 pb-4 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </PageSection>
    </>
  );
}
