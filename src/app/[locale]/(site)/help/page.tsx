import type { Metadata } from 'next';
import { HelpPage } from '@/components/chat/help-page';
import { t } from '@/lib/i18n/messages';

export const metadata: Metadata = {
  title: t('chat.helpPage.title'),
  description: t('chat.helpPage.description'),
  alternates: { canonical: '/help' },
};

/**
 * The chat button's page for phones without JavaScript (the button is a link
 * here until its script runs). Prerendered like the other public pages; a
 * question goes to /help/answer, so this page stays the same for everyone.
 */
export default function HelpRoute() {
  return <HelpPage />;
}
