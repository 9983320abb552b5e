import { type Locale, localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { helpParts } from '@/server/chat/contact-reply';
import { readCompanySettings } from '@/server/settings';
import { ChatLauncher } from './chat-launcher';
import type { ChatTexts } from './chat-types';

/** The panel's words, also used by /help so both read the same. */
export function chatTexts(locale: Locale): ChatTexts {
  const t = translator(locale);
  return {
    open: t('chat.open'),
    title: t('chat.title'),
    greeting: t('chat.greeting'),
    ask: t('chat.ask'),
    cards: (['about', 'services', 'contact'] as const).map((card) => ({
      title: t(`chat.cards.${card}.title`),
      text: t(`chat.cards.${card}.text`),
      href: localePath(locale, t(`chat.cards.${card}.href`)),
    })),
    help: t('chat.help'),
    helpTitle: t('chat.helpTitle'),
    inputLabel: t('chat.inputLabel'),
    placeholder: t('chat.placeholder'),
    send: t('chat.send'),
    you: t('chat.you'),
    helper: t('chat.helper'),
    thinking: t('chat.thinking'),
    failed: t('chat.failed'),
    tooMany: t('chat.tooMany'),
    close: t('chat.close'),
    back: t('chat.back'),
    loading: t('chat.loading'),
    was: t('chat.was'),
  };
}

/**
 * The floating chat helper of every public page (spec §2.2). Only the button
 * is in the page (a link to /help until the script runs); the panel's code is
 * fetched when the button is first used. Help shows the company's contacts
 * and emergency numbers from the settings.
 */
export async function ChatWidget({ locale }: { locale: Locale }) {
  const company = await readCompanySettings(locale);
  return <ChatLauncher texts={chatTexts(locale)} helpParts={helpParts(company, locale)} />;
}
