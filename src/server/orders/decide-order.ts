import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { mayMailReceipt } from '../mail/recipient-limits';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import { emailMessage, enqueueMessages, type NewMessage } from '../outbox/enqueue-messages';
import { mayTextNumber, type TextingSite } from '../sms/text-limits';
import { orderDecisionEmail } from './order-emails';
import { orderSummaryOf } from './order-summary';
import { orderDecisionText } from './order-texts';

export type OrderDecision = 'done' | 'rejected';

/** Why a decision was not e-mailed although the order has an address (the back office is English). */
export const TOO_MANY_EMAILS =
  'this address has had too many e-mails from the site in the last hours; please phone the customer';

export const decideOrderErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT');

/**
 * Confirm (done) or Reject (rejected) a pending order (spec §4). The update
 * is conditional on the order still being pending, so a second click, a second
 * tab or a replayed request cannot decide it again: exactly one decision wins,
 * the others get CONFLICT. The audit line, the office's reason, and the
 * customer's e-mail and text (SMS or WhatsApp, as they chose; in the language
 * they ordered in: the order's `locale`, not the back office's English) are
 * written in the same transaction; the outbox sends them, and staff see their
 * state on the order. `mailError` says why no e-mail was written although the
 * order has an address (its inbox's limit). When nothing at all could be sent,
 * `phoneOnly` is the number the office calls instead ('' when the order has no
 * contact left at all: its account was deleted).
 */
export async function decideOrder(options: {
  db: Kysely<Database>;
  logger: Logger;
  site: TextingSite;
  actor: StaffActor | null;
  id: number;
  decision: OrderDecision;
  reason?: string;
}): Promise<{ reference: string; mailError: string | null; phoneOnly: string | null }> {
  assertPermission(options.actor, 'orders');
  const { db, actor, id, decision } = options;
  const reason = options.reason?.trim().slice(0, 500) || undefined;

  const result = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ status: decision, decision_reason: reason ?? null, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst();
      throw new AppError(exists ? 'CONFLICT' : 'NOT_FOUND');
    }
    await recordAudit(trx, {
      actor,
      action: decision === 'done' ? 'confirm' : 'reject',
      entity: 'orders',
      entityId: id,
      before: { status: 'pending' },
      after: { status: decision, ...(reason ? { reason } : {}) },
    });
    const summary = await orderSummaryOf(trx, updated);
    const messages: NewMessage[] = [];
    let mailError: string | null = null;
    // An address typed by whoever sent the order counts against its inbox's limit, like the receipt:
    // the office rejecting a pile of fake orders must not fill a stranger's inbox.
    if (summary.email) {
      if (await mayMailReceipt({ db: trx, to: summary.email, toAccountAddress: summary.toAccountAddress })) {
        const mail = orderDecisionEmail({ ...summary, email: summary.email }, decision, options.site, reason);
        messages.push(
          emailMessage(mail, { kind: 'order-decision', locale: summary.locale, about: { table: 'orders', id } }),
        );
      } else {
        options.logger.warn(
          { reference: updated.reference },
          'order decision not e-mailed: its address had too many e-mails',
        );
        mailError = TOO_MANY_EMAILS;
      }
    }
    // The phone the customer gave hears of it too (SMS, or WhatsApp when they asked), within its limits.
    if (updated.phone) {
      if (await mayTextNumber({ db: trx, to: updated.phone, site: options.site })) {
        const order = {
          id,
          reference: updated.reference,
          phone: updated.phone,
          locale: updated.locale,
          channel: updated.updates_channel,
          trackingToken: updated.tracking_token,
        };
        messages.push(orderDecisionText(order, decision, options.site.baseUrl, reason));
      } else {
        options.logger.warn(
          { reference: updated.reference },
          'order decision not texted: its number or the site reached its limit',
        );
      }
    }
    await enqueueMessages(trx, messages);
    // Nothing could go to the customer: the office phones them (phoneOnly), or, for a deleted
    // account's order with neither address nor phone left (''), knows nobody was told.
    const phoneOnly = messages.length === 0 && !mailError ? updated.phone : null;
    return { reference: updated.reference, mailError, phoneOnly };
  });
  wakeDeliveryWorker();
  return result;
}
