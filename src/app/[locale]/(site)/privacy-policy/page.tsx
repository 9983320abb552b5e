import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { messages } from '@/lib/i18n/messages';
import { readCompanySettings } from '@/server/settings';

const content = messages().legal.privacy;

export const metadata: Metadata = { title: content.title, alternates: { canonical: '/privacy-policy' } };

export default async function PrivacyPolicyPage() {
  return <LegalPage content={content} company={await readCompanySettings()} />;
}
