import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database, OrderTable } from '../db/schema';
import { mayMailReceipt } from '../mail/recipient-limits';
import type { MailMessage } from '../mail/send-mail';
import { emailMessage, enqueueMessages, type NewMessage } from '../outbox/enqueue-messages';
import { mayTextNumber, type TextingSite } from '../sms/text-limits';
import type { OrderSummary } from './order-emails';
import { orderSummaryOf } from './order-summary';
import type { OrderForText } from './order-texts';

/** Why a message was not e-mailed although the order has an address (the back office is English). */
export const TOO_MANY_EMAILS =
  'this address has had too many e-mails from the site in the last hours; please phone the customer';

/**
 * Writes the customer's e-mail and text about a change of their order into the
 * outbox, in the transaction that makes the change, in the language they
 * ordered in, each within its limits: an address typed by whoever sent the
 * order counts against its inbox's limit (the office rejecting a pile of fake
 * orders must not fill a stranger's inbox), a number against its own and the
 * site's. `mailError` says why no e-mail was written although the order has
 * an address; when nothing at all could be sent, `phoneOnly` is the number the
 * office calls instead ('' when the order has no contact left: its account was
 * deleted).
 */
export async function tellCustomer(options: {
  trx: Transaction<Database> | Kysely<Database>;
  logger: Logger;
  site: TextingSite;
  order: Selectable<OrderTable>;
  /** What happened, for the log ("order decision", "order dispatched"). */
  what: string;
  /** The e-mail's kind in the outbox ("order-decision"). */
  kind: string;
  email: (summary: OrderSummary & { email: string }) => MailMessage;
  text: (order: OrderForText) => NewMessage;
}): Promise<{ mailError: string | null; phoneOnly: string | null }> {
  const { trx, order, logger } = options;
  const summary = await orderSummaryOf(trx, order);
  const messages: NewMessage[] = [];
  let mailError: string | null = null;
  if (summary.email) {
    if (await mayMailReceipt({ db: trx, to: summary.email, toAccountAddress: summary.toAccountAddress })) {
      messages.push(
        emailMessage(options.email({ ...summary, email: summary.email }), {
          kind: options.kind,
          locale: summary.locale,
          about: { table: 'orders', id: order.id },
        }),
      );
    } else {
      logger.warn({ reference: order.reference }, `${options.what} not e-mailed: its address had too many e-mails`);
      mailError = TOO_MANY_EMAILS;
    }
  }
  if (order.phone) {
    if (await mayTextNumber({ db: trx, to: order.phone, site: options.site })) {
      messages.push(
        options.text({
          id: order.id,
          reference: order.reference,
          phone: order.phone,
          locale: order.locale,
          channel: order.updates_channel,
          trackingToken: order.tracking_token,
        }),
      );
    } else {
      logger.warn(
        { reference: order.reference },
        `${options.what} not texted: its number or the site reached its limit`,
      );
    }
  }
  await enqueueMessages(trx, messages);
  return { mailError, phoneOnly: messages.length === 0 && !mailError ? order.phone : null };
}
