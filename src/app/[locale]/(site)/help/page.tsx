import { HelpPage } from '@/components/chat/help-page';
import { t } from '@/lib/i18n/messages';
import { localizedMetadata, pageAlternates, routeLocale } from '@/server/i18n/route-locale';

export const generateMetadata = localizedMetadata(() => ({
  title: t('chat.helpPage.title'),
  description: t('chat.helpPage.description'),
  alternates: pageAlternates('/help'),
}));

/**
 * The chat button's page for phones without JavaScript (the button is a link
 * here until its script runs). Prerendered like the other public pages; a
 * question goes to /help/answer, so this page stays the same for everyone.
 */
export default async function HelpRoute() {
  await routeLocale();
  return <HelpPage />;
}
