import type { Metadata } from 'next';
import { HeroPicture } from '@/components/home/hero-picture';
import { HeroVideo } from '@/components/home/hero-video';
import { InfoCards } from '@/components/marketing/info-cards';
import { PageSection } from '@/components/marketing/page-section';
import { Link } from '@/components/ui/link';
import { HERO_VIDEO } from '@/lib/hero-media';
import { localePath } from '@/lib/i18n/locales';
import { fill, messages } from '@/lib/i18n/messages';
import { getConfig } from '@/server/config';
import { localizedMetadata, pageAlternates, routeLocale } from '@/server/i18n/route-locale';
import { readCompanySettings } from '@/server/settings';

export const generateMetadata = localizedMetadata(
  (_props, locale): Metadata => ({ alternates: pageAlternates(locale, '/') }),
);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join('');

/**
 * Spec §2.3. Prerendered; its only client JavaScript starts the hero video on
 * wide screens. The hero's media is made by `npm run media`.
 */
export default async function HomePage() {
  const locale = await routeLocale();
  const content = messages(locale).home;
  const company = await readCompanySettings(locale);
  const { baseUrl } = getConfig();
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: baseUrl,
    logo: `${baseUrl}/icon.svg`,
    email: company.emails[0]?.address,
    telephone: company.phones[0]?.number,
    sameAs: company.social.map((link) => link.url),
  };
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD; '<' is escaped so no tag can close the script
        dangerouslySetInnerHTML={{ __html: JSON.stringify(organization).replace(/</g, '\\u003c') }}
      />
      <section className="relative isolate flex min-h-[80vh] items-center overflow-hidden bg-cyan-950 text-white">
        <div className="absolute inset-0 -z-10">
          <HeroPicture />
          <HeroVideo webm={HERO_VIDEO.webm} mp4={HERO_VIDEO.mp4} />
          {/* Keeps the headline readable over the bright sky. */}
          <div className="absolute inset-0 bg-gradient-to-b from-cyan-950/80 via-cyan-950/55 to-cyan-950/70" />
        </div>
        <div className="mx-auto w-full max-w-6xl px-4 py-16">
          <h1 className="mb-4 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{content.title}</h1>
          <p className="mb-8 max-w-2xl text-lg text-cyan-50 sm:text-xl">{content.intro}</p>
          <div className="flex flex-wrap gap-3">
            <Link
              href={localePath(locale, '/services')}
              className="rounded-md bg-white px-5 py-3 font-semibold text-cyan-950"
            >
              {content.exploreServices}
            </Link>
            <Link
              href={localePath(locale, '/contact')}
              className="rounded-md border-2 border-white px-5 py-3 font-semibold text-white"
            >
              {content.contactUs}
            </Link>
          </div>
        </div>
      </section>

      <PageSection id="home-about" heading={content.aboutHeading}>
        <p className="mb-4 max-w-3xl text-lg text-slate-700">{content.aboutText}</p>
        <Link href={localePath(locale, '/about')} className="font-semibold text-cyan-800 underline">
          {content.readMore}
          <span className="sr-only"> {content.readMoreContext}</span>
        </Link>
      </PageSection>

      <section className="bg-cyan-900 text-white" aria-labelledby="home-stats">
        <h2 id="home-stats" className="sr-only">
          {content.statsHeading}
        </h2>
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
          {content.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-cyan-100">{stat.label}</dt>
              <dd className="text-3xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <PageSection id="home-services" heading={content.servicesHeading}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.services.map((service) => (
            <li key={service.name} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
              <h3 className="mb-2 text-lg font-semibold text-cyan-900">{service.name}</h3>
              <p className="mb-3 text-slate-700">{service.text}</p>
              <Link
                href={localePath(locale, '/services')}
                className="mt-auto self-start font-semibold text-cyan-800 underline"
              >
                {content.learnMore}
                <span className="sr-only"> {fill(content.learnMoreContext, { service: service.name })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <section className="bg-sky-50" aria-labelledby="home-testimonials">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="home-testimonials" className="mb-6 text-2xl font-bold text-cyan-950">
            {content.testimonialsHeading}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {content.testimonials.map((testimonial) => (
              <li key={testimonial.name} className="flex flex-col gap-3 rounded-lg bg-white p-5">
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-full bg-cyan-800 font-bold text-white"
                >
                  {initials(testimonial.name)}
                </span>
                <blockquote className="text-slate-800">“{testimonial.quote}”</blockquote>
                <p className="mt-auto">
                  <span className="block font-semibold">{testimonial.name}</span>
                  <span className="text-sm text-slate-700">{testimonial.title}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection id="home-why" heading={content.whyHeading}>
        <InfoCards items={content.why} columns={4} />
      </PageSection>

      <section className="bg-gradient-to-r from-cyan-800 to-teal-700 text-white" aria-labelledby="home-cta">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="home-cta" className="mb-2 text-2xl font-bold">
              {content.ctaHeading}
            </h2>
            <p className="text-cyan-50">{content.ctaText}</p>
          </div>
          <Link
            href={localePath(locale, '/contact')}
            className="self-start rounded-md bg-white px-5 py-3 font-semibold text-cyan-950"
          >
            {content.ctaButton}
          </Link>
        </div>
      </section>
    </>
  );
}
