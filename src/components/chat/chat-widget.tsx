import { t } from '@/lib/i18n/messages';
import { formatPhone, whatsappLink } from '@/lib/schemas/site-settings';
import { readCompanySettings } from '@/server/settings';
import { ChatLauncher } from './chat-launcher';
import type { ChatContacts, ChatTexts } from './chat-types';

/**
 * The floating chat helper of every public page (spec §2.2). Only the button
 * is in the page; the panel's code is fetched when the button is first used.
 */
export async function ChatWidget() {
  const company = await readCompanySettings();
  const texts: ChatTexts = {
    open: t('chat.open'),
    title: t('chat.title'),
    greeting: t('chat.greeting'),
    ask: t('chat.ask'),
    cards: (['about', 'services', 'contact'] as const).map((card) => ({
      title: t(`chat.cards.${card}.title`),
      text: t(`chat.cards.${card}.text`),
      href: t(`chat.cards.${card}.href`),
    })),
    help: t('chat.help'),
    helpTitle: t('chat.helpTitle'),
    inputLabel: t('chat.inputLabel'),
    placeholder: t('chat.placeholder'),
    send: t('chat.send'),
    you: t('chat.you'),
    helper: t('chat.helper'),
    thinking: t('chat.thinking'),
    fallback: t('chat.fallback'),
    failed: t('chat.failed'),
    tooMany: t('chat.tooMany'),
    close: t('chat.close'),
    back: t('chat.back'),
    loading: t('chat.loading'),
  };
  const email = company.emails[0];
  const contacts: ChatContacts = {
    phones: company.phones.map((phone) => ({
      label: phone.label,
      href: `tel:${phone.number}`,
      display: formatPhone(phone.number),
    })),
    email: { href: `mailto:${email?.address ?? ''}`, display: email?.address ?? '' },
    whatsapp: {
      label: t('chat.whatsapp'),
      href: whatsappLink(company.whatsapp),
      display: formatPhone(company.whatsapp),
    },
  };
  return <ChatLauncher texts={texts} contacts={contacts} />;
}
