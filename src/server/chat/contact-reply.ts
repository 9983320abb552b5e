import type { ChatPart, ChatReply } from '@/lib/chat-reply';
import type { Locale } from '@/lib/i18n/locales';
import { type MessageKey, translate } from '@/lib/i18n/messages';
import type { CompanySettings } from '@/lib/schemas/site-settings';
import type { ContactTopic } from './detect-intent';

/**
 * The chat helper's contact answers, built from the company settings each
 * time (never from text of their own), so an admin's change shows at once:
 * in answers, in the fallback, in the panel's Help and on /help. Their words
 * are in `locale`: the language of the page asking (POST /api/chat says it),
 * by default that of the page being rendered.
 */

type Text = (key: MessageKey, values?: Record<string, string | number>) => string;
const textsIn =
  (locale: Locale): Text =>
  (key, values) =>
    translate(locale, key, values);

const phones = (company: CompanySettings): ChatPart[] =>
  company.phones.map((phone) => ({ type: 'phone', label: phone.label, number: phone.number }));

const whatsapp = (company: CompanySettings, t: Text): ChatPart => ({
  type: 'whatsapp',
  label: t('chat.whatsapp'),
  number: company.whatsapp,
});

const emails = (company: CompanySettings): ChatPart[] =>
  company.emails.map((email) => ({ type: 'email', label: email.label, address: email.address }));

const emergencyPhones = (company: CompanySettings): ChatPart[] =>
  company.emergencyContacts.map((contact) => ({ type: 'phone', label: contact.label, number: contact.number }));

/** Each topic's lines: a sentence, then what to tap. */
const SECTIONS: Record<ContactTopic, (company: CompanySettings, t: Text, locale: Locale) => ChatPart[]> = {
  contact: (company, t) => [
    { type: 'text', text: t('chat.answers.reachUs') },
    ...phones(company),
    whatsapp(company, t),
    ...emails(company),
    { type: 'text', text: t('chat.answers.hours', { hours: company.workingHours }) },
  ],
  phone: (company, t) => [{ type: 'text', text: t('chat.answers.callUs') }, ...phones(company), whatsapp(company, t)],
  whatsapp: (company, t) => [{ type: 'text', text: t('chat.answers.whatsappUs') }, whatsapp(company, t)],
  email: (company, t) => [{ type: 'text', text: t('chat.answers.writeToUs') }, ...emails(company)],
  address: (company, t) => [
    { type: 'text', text: t('chat.answers.visitUs', { address: company.address.join(', ') }) },
    { type: 'text', text: t('chat.answers.hours', { hours: company.workingHours }) },
  ],
  hours: (company, t) => [{ type: 'text', text: t('chat.answers.hours', { hours: company.workingHours }) }],
  // Without emergency numbers in the settings, the office numbers.
  emergency: (company, t, locale) =>
    company.emergencyContacts.length > 0
      ? emergencyParts(company, locale)
      : [{ type: 'text', text: t('chat.answers.callUs') }, ...phones(company)],
};

/** The answer to a contact question: each topic asked, once ("phone and email" gets both; "contact" covers phone, e-mail and hours). */
export function contactReply(company: CompanySettings, topics: readonly ContactTopic[], locale: Locale): ChatReply {
  const t = textsIn(locale);
  const covered: ContactTopic[] = topics.includes('contact') ? ['phone', 'whatsapp', 'email', 'hours'] : [];
  const sections = topics
    .filter((topic) => !covered.includes(topic))
    .map((topic) => SECTIONS[topic](company, t, locale));
  const [first, ...rest] = sections.flat();
  // The first sentence is the answer's words; the rest follows as parts.
  const answer = first?.type === 'text' ? first.text : t('chat.answers.reachUs');
  const parts = first?.type === 'text' ? rest : sections.flat();
  return { kind: 'contact', answer, parts };
}

/** Every way to reach the office: under the fallback, in the panel's Help and on /help. */
export function teamContactParts(company: CompanySettings, locale: Locale): ChatPart[] {
  const t = textsIn(locale);
  return [
    ...phones(company),
    whatsapp(company, t),
    ...emails(company),
    { type: 'text', text: t('chat.answers.hours', { hours: company.workingHours }) },
  ];
}

/** The emergency numbers with the contact page's words; nothing when the settings list none. */
export function emergencyParts(company: CompanySettings, locale: Locale): ChatPart[] {
  if (company.emergencyContacts.length === 0) return [];
  return [{ type: 'text', text: translate(locale, 'contactPage.emergenciesText') }, ...emergencyPhones(company)];
}

/** What the panel's Help shows: the office, then the emergency numbers. */
export function helpParts(company: CompanySettings, locale: Locale): ChatPart[] {
  return [...teamContactParts(company, locale), ...emergencyParts(company, locale)];
}

/** Spec §5: "Sorry, I don't have an answer for that. Please contact our team for more help." followed by the contact details. */
export function fallbackReply(company: CompanySettings, locale: Locale): ChatReply {
  return { kind: 'fallback', answer: translate(locale, 'chat.fallback'), parts: helpParts(company, locale) };
}
