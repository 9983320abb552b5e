import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database, OrderTable } from '../db/schema';
import { INBOX_LIMIT_REACHED, mayMailReceipt } from '../mail/recipient-limits';
import type { MailMessage } from '../mail/send-mail';
import { emailMessage, enqueueMessages, type NewMessage } from '../outbox/enqueue-messages';
import { mayTextAboutOrder, mayTextForVisitor, notSentReason, type TextingSite } from '../sms/text-limits';
import type { OrderSummary } from './order-emails';
import { orderSummaryOf } from './order-summary';
import type { OrderForText } from './order-texts';

/** Why a message was not e-mailed although the order has an address (the back office is English). */
export const TOO_MANY_EMAILS =
  'this address has had too many e-mails from the site in the last hours; please phone the customer';

/**
 * The one path of every message to a customer about their order (its receipt,
 * a decision, a step of its life): writes their e-mail and text into the
 * outbox, in the transaction that places or changes the order, in the language
 * they ordered in. An e-mail goes when the order has an address, a text when
 * it has a number, by the channel they chose (the text's builder reads it). An
 * address typed by whoever sent the order counts against its inbox's limit
 * unless it is their account's own (the office rejecting a pile of fake orders
 * must not fill a stranger's inbox). What a text counts against depends on who
 * caused it (sms/text-limits.ts): the visitor placing the order, from their
 * address, spends the visitors' limits; the office (a decision, a step) only
 * the site's day, the order's life bounding how many there are. A message a
 * limit stopped is written on the order as not sent (failed, with the limit),
 * so the office sees it there and under Failed messages. `mailError` says why no
 * e-mail went although the order has an address; when nothing at all could be
 * sent, `phoneOnly` is the number the office calls instead ('' when the order
 * has no contact left: its account was deleted).
 */
export async function tellCustomer(options: {
  trx: Transaction<Database> | Kysely<Database>;
  logger: Logger;
  site: TextingSite;
  order: Selectable<OrderTable>;
  /** The order as its e-mails describe it, when the caller holds it already (placing it); else read from the order. */
  summary?: OrderSummary;
  /** Who caused the messages: the office, or a visitor placing the order from this address. */
  causedBy: 'office' | { visitorAddress: string };
  /** What happened, for the log ("order decision", "order dispatched"). */
  what: string;
  /** The e-mail's kind in the outbox ("order-decision"). */
  kind: string;
  email: (summary: OrderSummary & { email: string }) => MailMessage;
  text: (order: OrderForText) => NewMessage;
}): Promise<{ mailError: string | null; phoneOnly: string | null }> {
  const { trx, order, logger } = options;
  const summary = options.summary ?? (await orderSummaryOf(trx, order));
  const messages: NewMessage[] = [];
  let mailError: string | null = null;
  if (summary.email) {
    const mail = emailMessage(options.email({ ...summary, email: summary.email }), {
      kind: options.kind,
      locale: summary.locale,
      about: { table: 'orders', id: order.id },
    });
    if (await mayMailReceipt({ db: trx, to: summary.email, toAccountAddress: summary.toAccountAddress })) {
      messages.push(mail);
    } else {
      logger.warn({ reference: order.reference }, `${options.what} not e-mailed: its address had too many e-mails`);
      mailError = TOO_MANY_EMAILS;
      messages.push({ ...mail, notSent: INBOX_LIMIT_REACHED });
    }
  }
  if (order.phone) {
    const text = options.text({
      id: order.id,
      reference: order.reference,
      phone: order.phone,
      locale: order.locale,
      channel: order.updates_channel,
      trackingToken: order.tracking_token,
    });
    const { causedBy, site } = options;
    const refusal =
      causedBy === 'office'
        ? await mayTextAboutOrder({ db: trx, site })
        : await mayTextForVisitor({ db: trx, to: order.phone, address: causedBy.visitorAddress, site });
    if (refusal) {
      logger.warn({ reference: order.reference, refusal }, `${options.what} not texted: a text limit was reached`);
      messages.push({ ...text, notSent: notSentReason(refusal, options.site) });
    } else {
      messages.push(text);
    }
  }
  await enqueueMessages(trx, messages);
  const sent = messages.filter((message) => !message.notSent);
  return { mailError, phoneOnly: sent.length === 0 && !mailError ? order.phone : null };
}
