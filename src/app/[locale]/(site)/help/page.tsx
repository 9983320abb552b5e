import { HelpPage } from '@/components/chat/help-page';
import { translate } from '@/lib/i18n/messages';
import { localizedMetadata, pageAlternates, routeLocale } from '@/server/i18n/route-locale';

export const generateMetadata = localizedMetadata((_props, locale) => ({
  title: translate(locale, 'chat.helpPage.title'),
  description: translate(locale, 'chat.helpPage.description'),
  alternates: pageAlternates(locale, '/help'),
}));

/**
 * The chat button's page for phones without JavaScript (the button is a link
 * here until its script runs). Prerendered like the other public pages; a
 * question goes to /help/answer, so this page stays the same for everyone.
 */
export default async function HelpRoute() {
  const locale = await routeLocale();
  return <HelpPage locale={locale} />;
}
