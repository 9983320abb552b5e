import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { recordAudit } from '../audit/record-audit';
import { assertAdmin } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { mayMailReceipt } from '../mail/recipient-limits';
import type { SendMail } from '../mail/send-mail';
import { orderDecisionEmail } from './order-emails';
import { orderSummaryOf } from './order-summary';

export type OrderDecision = 'done' | 'rejected';

/** Why a decision was not e-mailed although the order has an address (the back office is English). */
export const TOO_MANY_EMAILS =
  'this address has had too many e-mails from the site in the last hours; please phone the customer';

export const decideOrderErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT');

/**
 * Confirm (done) or Reject (rejected) a pending order (spec §4). The update
 * is conditional on the order still being pending, so a second click, a second
 * tab or a replayed request cannot decide it again: exactly one decision wins,
 * the others get CONFLICT. The audit line is written in the same transaction.
 * Then the customer is e-mailed, in the language they ordered in (the order's
 * `locale`, not the back office's English); a mail failure does not undo the
 * decision and comes back as `mailError`. A guest who gave no e-mail cannot be
 * written to: `phoneOnly` is then the number the office calls instead ('' when
 * the order has no contact left at all: its account was deleted).
 */
export async function decideOrder(options: {
  db: Kysely<Database>;
  sendMail: SendMail;
  logger: Logger;
  site: { siteName: string; baseUrl: string };
  actor: { userId: string; email: string; isAdmin: boolean } | null;
  id: number;
  decision: OrderDecision;
  reason?: string;
}): Promise<{ reference: string; mailError: string | null; phoneOnly: string | null }> {
  assertAdmin(options.actor);
  const { db, actor, id, decision } = options;
  const reason = options.reason?.trim().slice(0, 500) || undefined;

  const order = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ status: decision, updated_at: new Date().toISOString() })
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
    return updated;
  });

  // The decision is stored: whatever fails from here on (the mail server, the database while the
  // e-mail is prepared) is reported as the e-mail's failure, never as the decision's.
  try {
    const summary = await orderSummaryOf(db, order);
    // A guest without e-mail hears of the decision by phone: the office is told to call. A deleted
    // account's order has neither (phoneOnly ''): the office is told nobody was told.
    if (!summary.email) return { reference: order.reference, mailError: null, phoneOnly: summary.phone };
    // An address typed by whoever sent the order counts against its inbox's limit, like the receipt:
    // the office rejecting a pile of fake orders must not fill a stranger's inbox.
    if (!(await mayMailReceipt({ db, to: summary.email, toAccountAddress: summary.toAccountAddress }))) {
      return { reference: order.reference, mailError: TOO_MANY_EMAILS, phoneOnly: null };
    }
    await options.sendMail(orderDecisionEmail({ ...summary, email: summary.email }, decision, options.site, reason));
    return { reference: order.reference, mailError: null, phoneOnly: null };
  } catch (error) {
    options.logger.error({ err: error, reference: order.reference }, 'could not e-mail the order decision');
    return {
      reference: order.reference,
      mailError: error instanceof Error && error.message ? error.message : 'Unknown error',
      phoneOnly: null,
    };
  }
}
