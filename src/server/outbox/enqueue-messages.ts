import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/locales';
import type { Database, MessageAbout, MessageChannel } from '../db/schema';
import type { MailMessage } from '../mail/send-mail';

export type NewMessage = {
  channel: MessageChannel;
  /** What the message is (order-received, order-decision, reset, …): staff read it, limits count by it. */
  kind: string;
  to: string;
  locale?: Locale;
  subject?: string;
  text: string;
  html?: string;
  /** The values of the template's variables, in the order the template names them. */
  variables?: Record<string, string>;
  /** The order or submission it belongs to: staff see it there. */
  about?: { table: MessageAbout; id: number };
  /**
   * Why it is not sent (the limit that stopped it): written failed and never
   * tried, so its order or submission and the Failed messages list show it and
   * the office knows to phone; Send again sends it once the limit allows.
   */
  notSent?: string;
};

/**
 * Writes messages to the outbox. Called with the transaction of the change that
 * causes them, so the order and its messages are stored together or not at all;
 * the delivery worker sends them (wakeDeliveryWorker once committed).
 */
export async function enqueueMessages(db: Kysely<Database>, messages: NewMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  // Due from now by the workers' clock (they compare with theirs), not the database's.
  const now = new Date().toISOString();
  const rows = messages.map((message) => ({
    id: randomUUID(),
    channel: message.channel,
    kind: message.kind,
    recipient: message.to,
    locale: message.locale ?? 'en',
    subject: message.subject ?? null,
    body_text: message.text,
    body_html: message.html ?? null,
    template_variables: message.variables ? JSON.stringify(message.variables) : null,
    about: message.about?.table ?? null,
    about_id: message.about?.id ?? null,
    next_attempt_at: now,
    // Every row names every column: SQLite takes no DEFAULT in a multi-row insert.
    state: message.notSent ? ('failed' as const) : ('queued' as const),
    failed_at: message.notSent ? now : null,
    last_error: message.notSent ?? null,
  }));
  await db.insertInto('outbox_messages').values(rows).execute();
  return rows.map((row) => row.id);
}

/** An e-mail built by one of the mail modules, as an outbox message. */
export function emailMessage(
  mail: MailMessage,
  details: { kind: string; locale?: Locale; about?: NewMessage['about'] },
): NewMessage {
  return { channel: 'email', to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...details };
}

/**
 * Deletes the messages of records being deleted or erased (in the caller's
 * transaction): their bodies repeat what the customer typed. A message still
 * waiting is never sent then.
 */
export async function deleteMessagesAbout(db: Kysely<Database>, table: MessageAbout, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('outbox_messages').where('about', '=', table).where('about_id', 'in', ids).execute();
}
