import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { messages } from '@/lib/i18n/messages';
import { readCompanySettings } from '@/server/settings';

const content = messages().legal.terms;

export const metadata: Metadata = { title: content.title, alternates: { canonical: '/terms-and-conditions' } };

export default async function TermsPage() {
  return <LegalPage content={content} company={await readCompanySettings()} />;
}
