import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { messages } from '@/lib/i18n/messages';
import { localizedMetadata, pageAlternates, routeLocale } from '@/server/i18n/route-locale';
import { readCompanySettings } from '@/server/settings';

export const generateMetadata = localizedMetadata((): Metadata => {
  const content = messages().legal.terms;
  return { title: content.title, alternates: pageAlternates('/terms-and-conditions') };
});

export default async function TermsPage() {
  await routeLocale();
  const content = messages().legal.terms;
  return <LegalPage content={content} company={await readCompanySettings()} />;
}
