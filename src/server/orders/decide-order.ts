import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import type { TextingSite } from '../sms/text-limits';
import { orderDecisionEmail } from './order-emails';
import { orderDecisionText } from './order-texts';
import { tellCustomer } from './tell-customer';

export type OrderDecision = 'done' | 'rejected';

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
    const { mailError, phoneOnly } = await tellCustomer({
      trx,
      logger: options.logger,
      site: options.site,
      order: updated,
      causedBy: 'office',
      what: 'order decision',
      kind: 'order-decision',
      email: (summary) => orderDecisionEmail(summary, decision, options.site, reason),
      text: (order) => orderDecisionText(order, decision, options.site.baseUrl, reason),
    });
    return { reference: updated.reference, mailError, phoneOnly };
  });
  wakeDeliveryWorker();
  return result;
}
