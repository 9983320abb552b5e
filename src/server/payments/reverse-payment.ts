import type { Kysely } from 'kysely';
import { todayInIndia } from '@/lib/dates';
import type { ReversePaymentInput } from '@/lib/schemas/payments';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import { isUniqueViolation } from '../db/constraint-errors';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';

export const reversePaymentErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT');

/**
 * Undoes a recorded payment of the order by an entry of its own (issue 35): a
 * wrong entry, a bounced cheque, money given back. The payment stays as it
 * was; the reversal names it, its amount and mode, today's date and why. A
 * payment is reversed once (the second is CONFLICT), a reversal never.
 */
export async function reversePayment(options: {
  db: Kysely<Database>;
  actor: StaffActor | null;
  orderId: number;
  input: ReversePaymentInput;
}): Promise<{ id: number }> {
  const { actor, input } = options;
  assertPermission(actor, 'orders');
  return options.db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', input.paymentId)
      .where('order_id', '=', options.orderId)
      .executeTakeFirst();
    if (!payment) throw new AppError('NOT_FOUND');
    if (payment.kind !== 'payment') throw new AppError('CONFLICT');
    const reversed = await trx
      .selectFrom('payments')
      .select('id')
      .where('reverses_payment_id', '=', payment.id)
      .executeTakeFirst();
    if (reversed) throw new AppError('CONFLICT');
    // The unique key on reverses_payment_id refuses a second reversal written at the same moment.
    const row = await trx
      .insertInto('payments')
      .values({
        order_id: payment.order_id,
        kind: 'reversal',
        amount_paise: payment.amount_paise,
        mode: payment.mode,
        reference: payment.reference,
        paid_on: todayInIndia(),
        note: input.reason,
        reverses_payment_id: payment.id,
        gateway_payment_id: null,
        recorded_by_email: actor.email,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new AppError('CONFLICT', 'reversed already', { cause: error }) : error;
      });
    await recordAudit(trx, {
      actor,
      action: 'reverse',
      entity: 'payments',
      entityId: payment.id,
      after: { reversal: row.id, amount_paise: payment.amount_paise, reason: input.reason },
    });
    return { id: row.id };
  });
}
