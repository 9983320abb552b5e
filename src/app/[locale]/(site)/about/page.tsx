import type { Metadata } from 'next';
import { ExpandableCard } from '@/components/about/expandable-card';
import { InfoCards } from '@/components/marketing/info-cards';
import { PageHero } from '@/components/marketing/page-hero';
import { PageSection } from '@/components/marketing/page-section';
import { TeamGrid } from '@/components/people/team-grid';
import { TestimonialGrid } from '@/components/people/testimonial-grid';
import { messages } from '@/lib/i18n/messages';
import { localizedMetadata, pageAlternates, routeLocale } from '@/server/i18n/route-locale';

export const generateMetadata = localizedMetadata((_props, locale): Metadata => {
  const content = messages(locale).about;
  return {
    title: content.title,
    description: content.heroText,
    alternates: pageAlternates(locale, '/about'),
  };
});

/**
 * Spec §2.4. Prerendered, testimonials and team included: they are read from
 * the database while the page is rendered and are part of its HTML, so a phone
 * whose scripts never arrived and a crawler see them. No Suspense boundary
 * around them: React would send a finished section as hidden HTML revealed by
 * a script (decision 021), and the spec's "Loading..." texts would stay.
 */
export default async function AboutPage() {
  const locale = await routeLocale();
  const content = messages(locale).about;
  const labels = { readMore: content.readMore, showLess: content.showLess };
  return (
    <>
      <PageHero eyebrow={content.title} heading={content.heroHeading} text={content.heroText} tone="violet" />
      <PageSection id="units" heading={content.unitsHeading}>
        <InfoCards items={content.units} columns={3} />
      </PageSection>
      <PageSection id="what-we-do" heading={content.servicesHeading}>
        <div className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.services.map((service) => (
            <ExpandableCard key={service.name} title={service.name} text={service.text} labels={labels} />
          ))}
        </div>
      </PageSection>
      <PageSection id="testimonials" heading={content.testimonialsHeading}>
        <TestimonialGrid />
      </PageSection>
      <PageSection id="leadership" heading={content.leadershipHeading}>
        <div id="team-section">
          <TeamGrid locale={locale} withJoinCard />
        </div>
      </PageSection>
    </>
  );
}
