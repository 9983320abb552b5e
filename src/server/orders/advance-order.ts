import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { ORDER_STEP_FROM, type OrderStepInput } from '@/lib/schemas/orders';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import { billNeedsErrors, issueBillIn } from '../billing/issue-bill';
import { issueCreditNoteIn } from '../billing/issue-credit-note';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import type { TextingSite } from '../sms/text-limits';
import { orderStepEmail } from './order-emails';
import { orderStepText } from './order-texts';
import { tellCustomer } from './tell-customer';

export const advanceOrderErrors = declareErrors(
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  ...billNeedsErrors,
);

/**
 * The order desk's steps after confirmation (issue 24): dispatched (carrier and
 * expected date, both optional), delivered, or cancelled with a reason. Only a
 * confirmed order moves, and only forward: the update is conditional on the
 * stage it starts from, so a second click or a second tab gets CONFLICT. The
 * step (order_events), the audit line and the customer's e-mail and text, in
 * the language they ordered in, are written in one transaction. The goods
 * leave with their bill (issue 35): a dispatch, or a delivery straight from
 * confirmation (a farm pickup), issues the order's bill in that transaction
 * unless it has one, and is refused, with nothing written, while the bill
 * cannot be made (no GSTIN, no place of supply, a product without tax details).
 * Cancelling a billed order issues its credit note.
 */
export async function advanceOrder(options: {
  db: Kysely<Database>;
  logger: Logger;
  site: TextingSite;
  actor: StaffActor | null;
  id: number;
  input: OrderStepInput;
}): Promise<{ reference: string; mailError: string | null; phoneOnly: string | null }> {
  assertPermission(options.actor, 'orders');
  const { db, actor, id, input } = options;
  const step = input.step;
  const details =
    input.step === 'dispatched'
      ? { carrier: input.carrier || undefined, expectedOn: input.expectedOn || undefined }
      : input.step === 'cancelled'
        ? { reason: input.reason }
        : {};

  const result = await db.transaction().execute(async (trx) => {
    const from = ORDER_STEP_FROM[step];
    const updated = await trx
      .updateTable('orders')
      .set({ stage: step, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'done')
      .where((eb) => eb.or(from.map((stage) => (stage === null ? eb('stage', 'is', null) : eb('stage', '=', stage)))))
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst();
      throw new AppError(exists ? 'CONFLICT' : 'NOT_FOUND');
    }
    if (step !== 'cancelled') {
      const billed = await trx
        .selectFrom('bills')
        .select('id')
        .where('order_id', '=', id)
        .where('credit_for_bill_id', 'is', null)
        .executeTakeFirst();
      if (!billed) await issueBillIn(trx, { logger: options.logger, site: options.site, actor, orderId: id });
    } else {
      await issueCreditNoteIn(trx, { logger: options.logger, actor, orderId: id });
    }
    await trx
      .insertInto('order_events')
      .values({
        order_id: id,
        kind: step,
        actor_id: actor.userId,
        actor_email: actor.email,
        carrier: details.carrier ?? null,
        expected_on: details.expectedOn ?? null,
        text: details.reason ?? null,
      })
      .execute();
    await recordAudit(trx, { actor, action: step, entity: 'orders', entityId: id, after: { stage: step, ...details } });
    const told = await tellCustomer({
      trx,
      logger: options.logger,
      site: options.site,
      order: updated,
      causedBy: 'office',
      what: `order ${step}`,
      kind: 'order-step',
      email: (summary) => orderStepEmail(summary, step, options.site, details),
      text: (order) => orderStepText(order, step, options.site.baseUrl),
    });
    return { reference: updated.reference, ...told };
  });
  wakeDeliveryWorker();
  return result;
}
