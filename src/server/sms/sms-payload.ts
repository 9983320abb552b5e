import type { OutboxMessage } from '../outbox/channels';

/**
 * What every SMS and WhatsApp provider is handed, and the body of the `webhook`
 * provider's POST (ARCHITECTURE.md): the outbox message's stable id (the
 * provider's idempotency reference), the channel, the number (+91…), the text,
 * what kind of message it is, its language and its registered template.
 */
export type SmsPayload = {
  id: string;
  channel: 'sms' | 'whatsapp';
  to: string;
  text: string;
  kind: string;
  locale: string;
  templateId: string | null;
};

/**
 * The registered template of each message kind per language (SMS_TEMPLATES):
 * India's DLT rules require one for every SMS, WhatsApp for every message a
 * business starts. Looked up when the message is sent.
 */
export type TextTemplates = Record<string, Partial<Record<'en' | 'as' | 'hi', string>>>;

export function templateIdOf(message: OutboxMessage, templates: TextTemplates): string | null {
  return templates[message.kind]?.[message.locale] ?? null;
}

/** The template's variables the message was written with ({} for one written without). */
export function templateVariablesOf(message: OutboxMessage): Record<string, string> {
  return message.template_variables ? (JSON.parse(message.template_variables) as Record<string, string>) : {};
}

export function smsPayload(message: OutboxMessage, templates: TextTemplates): SmsPayload {
  return {
    id: message.id,
    channel: message.channel === 'whatsapp' ? 'whatsapp' : 'sms',
    to: message.recipient,
    text: message.body_text,
    kind: message.kind,
    locale: message.locale,
    templateId: templateIdOf(message, templates),
  };
}
