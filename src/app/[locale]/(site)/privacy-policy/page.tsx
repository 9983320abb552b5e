import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { messages } from '@/lib/i18n/messages';
import { localizedMetadata, pageAlternates, routeLocale } from '@/server/i18n/route-locale';
import { readCompanySettings } from '@/server/settings';

export const generateMetadata = localizedMetadata((_props, locale): Metadata => {
  const content = messages(locale).legal.privacy;
  return { title: content.title, alternates: pageAlternates(locale, '/privacy-policy') };
});

export default async function PrivacyPolicyPage() {
  const locale = await routeLocale();
  const content = messages(locale).legal.privacy;
  return <LegalPage locale={locale} content={content} company={await readCompanySettings(locale)} />;
}
