import type { Selectable } from 'kysely';
import type { MessageChannel, OutboxMessageTable } from '../db/schema';
import { isPermanentMailError, type SendMail } from '../mail/send-mail';
import { DeliveryError } from './delivery-error';

export type OutboxMessage = Selectable<OutboxMessageTable>;

/**
 * Sends one message over its channel, or throws (a DeliveryError says whether
 * to try again). `providerMessageId`: the provider's own id, for its delivery reports.
 */
export type SendOverChannel = (message: OutboxMessage) => Promise<{ providerMessageId?: string }>;

/** The channels this server can send on; a message of a channel it lacks waits (another server may have it). */
export type DeliveryChannels = Partial<Record<MessageChannel, SendOverChannel>>;

/** E-mail over the site's mailer, with the message's id as its Message-ID. */
export function emailChannel(sendMail: SendMail): SendOverChannel {
  return async (message) => {
    try {
      await sendMail({
        messageId: message.id,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body_text,
        html: message.body_html ?? '',
      });
      return {};
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : 'Unknown error';
      throw new DeliveryError(text, isPermanentMailError(error));
    }
  };
}
