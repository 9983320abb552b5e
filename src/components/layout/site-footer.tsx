import { Link } from '@/components/ui/link';
import { type Locale, localePath } from '@/lib/i18n/locales';
import { type Translate, translator } from '@/lib/i18n/messages';
import { type CompanySettings, formatPhone } from '@/lib/schemas/site-settings';
import { readCompanySettings } from '@/server/settings';
import { CompanyPhones } from '../marketing/company-phones';
import { FooterFrame } from './footer-frame';
import { IndiaClock } from './india-clock';
import { LanguageSwitcher } from './language-switcher';

const quickLinks = [
  { href: '/', key: 'footer.home' },
  { href: '/about', key: 'footer.aboutUs' },
  { href: '/services', key: 'footer.services' },
  { href: '/products', key: 'footer.products' },
  { href: '/contact', key: 'footer.contact' },
] as const;

const serviceKeys = [
  'serviceNames.consultancy',
  'serviceNames.laboratory',
  'serviceNames.support',
  'serviceNames.ras',
  'serviceNames.fisheries',
  'serviceNames.marketplace',
] as const;

/** Spec §2.2 footer; every company fact comes from the site settings. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = translator(locale);
  const company = await readCompanySettings(locale);
  return (
    <FooterFrame>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="mb-3 text-base font-bold">
            {company.name}
          </h2>
          <p className="mb-4 leading-relaxed">{company.blurb}</p>
          <p className="mb-2 font-semibold">{t('footer.followUs')}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {company.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank" className="inline-block py-1 underline">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterLinks
          id="footer-quick-links"
          heading={t('footer.quickLinks')}
          links={quickLinks.map((link) => ({ href: localePath(locale, link.href), label: t(link.key) }))}
        />
        <FooterLinks
          id="footer-services"
          heading={t('footer.ourServices')}
          links={serviceKeys.map((key) => ({ href: localePath(locale, '/services'), label: t(key) }))}
        />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-base font-bold">
            {t('footer.contactUs')}
          </h2>
          <EmergencyNumbers contacts={company.emergencyContacts} t={t} />
          <address className="mb-3 not-italic leading-relaxed">
            {company.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <div className="mb-3">
            <CompanyPhones locale={locale} company={company} linkClass="inline-block py-1 underline" />
          </div>
          <ul className="flex flex-col gap-1">
            {company.emails.map((email) => (
              <li key={email.address}>
                {email.label}:{' '}
                <a href={`mailto:${email.address}`} className="inline-block break-all py-1 underline">
                  {email.address}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-current/20">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), name: company.name })}</p>
          <IndiaClock label={t('footer.indiaTime')} />
          <LanguageSwitcher label={t('header.language')} inFooter />
          <nav aria-label={t('footer.legal')} className="flex gap-4">
            <Link href={localePath(locale, '/privacy-policy')} className="inline-block py-1 underline">
              {t('footer.privacyPolicy')}
            </Link>
            <Link href={localePath(locale, '/terms-and-conditions')} className="inline-block py-1 underline">
              {t('footer.terms')}
            </Link>
          </nav>
        </div>
      </div>
    </FooterFrame>
  );
}

/**
 * Issue 16: the emergency lines on every page, first in the contact column,
 * each a tap-to-call link. The numbers come from the site settings; the
 * colours are the footer's own (footer-light / footer-dark in globals.css).
 */
function EmergencyNumbers({ contacts, t }: { contacts: CompanySettings['emergencyContacts']; t: Translate }) {
  if (contacts.length === 0) return null;
  return (
    <div className="mb-4 rounded-md border border-current/30 p-3">
      <h3 id="footer-emergency" className="font-bold">
        {t('footer.emergencyNumbers')}
      </h3>
      <p className="mb-1">{t('footer.emergencyText')}</p>
      <ul aria-labelledby="footer-emergency" className="flex flex-col gap-1">
        {contacts.map((contact) => (
          <li key={contact.number}>
            {contact.label}:{' '}
            <a href={`tel:${contact.number}`} className="inline-flex min-h-11 items-center font-semibold underline">
              {formatPhone(contact.number)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: { href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-base font-bold">
        {heading}
      </h2>
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} className="inline-block py-1 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
