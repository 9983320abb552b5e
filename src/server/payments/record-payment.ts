import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { todayInIndia } from '@/lib/dates';
import { formatPaise } from '@/lib/money';
import type { RecordPaymentInput } from '@/lib/schemas/payments';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database, PaymentMode } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { holdOrder } from '../orders/hold-order';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import type { TextingSite } from '../sms/text-limits';
import { findOrderLedger } from './find-order-ledger';
import { tellAboutMoney } from './money-messages';

export const recordPaymentErrors = declareErrors(
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYMENT_NOT_EXPECTED',
  'MORE_THAN_BALANCE',
  'REFERENCE_RECORDED',
  'PAID_BEFORE_ORDER',
);

export type NewPayment = {
  amountPaise: number;
  mode: PaymentMode;
  reference: string | null;
  paidOn: string;
  note: string;
  /** A gateway's own id for the payment: recorded once, however often it is reported. */
  gatewayPaymentId?: string;
};

/**
 * Money received for an order, recorded by the order desk (issue 35): an
 * advance before the bill, a part or the whole of it after. Refused, with
 * nothing written, for an order that owes nothing (not confirmed, cancelled
 * before its bill, or its bill credited), an amount above the balance, a date
 * before the order, or a UPI, bank or cheque reference already on a payment.
 * The entry, its audit line and the customer's "payment received" message are
 * written together.
 */
export async function recordPayment(options: {
  db: Kysely<Database>;
  logger: Logger;
  site: TextingSite;
  actor: StaffActor | null;
  orderId: number;
  input: RecordPaymentInput;
}): Promise<{ id: number; balancePaise: number; reference: string }> {
  const { actor, input } = options;
  assertPermission(actor, 'orders');
  const result = await options.db.transaction().execute((trx) =>
    recordPaymentIn(trx, {
      ...options,
      actor,
      payment: {
        amountPaise: input.amount,
        mode: input.mode,
        reference: input.reference,
        paidOn: input.paidOn,
        note: input.note,
      },
    }),
  );
  wakeDeliveryWorker();
  return result;
}

/**
 * The same in the caller's transaction: confirming a reported UTR, a gateway's
 * webhook. Money a gateway took is recorded even when the order owes nothing
 * now (`strict: false`): the balance then shows the refund due.
 */
export async function recordPaymentIn(
  trx: Transaction<Database>,
  options: {
    logger: Logger;
    site: TextingSite;
    actor: AuditActor;
    orderId: number;
    payment: NewPayment;
    strict?: boolean;
  },
): Promise<{ id: number; balancePaise: number; reference: string }> {
  const { payment, actor } = options;
  const strict = options.strict ?? true;
  // Writing the order first holds its row: two payments for one order are checked against the balance one at a time.
  const order = await holdOrder(trx, options.orderId);
  const ledger = await findOrderLedger(trx, order.id);
  if (!ledger) throw new AppError('NOT_FOUND');
  if (strict) {
    if (ledger.duePaise === 0) throw new AppError('PAYMENT_NOT_EXPECTED');
    if (payment.amountPaise > ledger.balancePaise) {
      throw new AppError('MORE_THAN_BALANCE', 'more than the balance', {
        details: { balance: formatPaise(Math.max(ledger.balancePaise, 0), 'en') },
      });
    }
    if (payment.paidOn < todayInIndia(new Date(order.created_at))) throw new AppError('PAID_BEFORE_ORDER');
  }
  if (payment.reference && payment.mode !== 'cash') {
    const recorded = await trx
      .selectFrom('payments as payment')
      .innerJoin('orders', 'orders.id', 'payment.order_id')
      .select('orders.reference')
      .where('payment.kind', '=', 'payment')
      .where('payment.mode', '=', payment.mode)
      .where('payment.reference', '=', payment.reference)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('payments as reversal')
              .select('reversal.id')
              .whereRef('reversal.reverses_payment_id', '=', 'payment.id'),
          ),
        ),
      )
      .executeTakeFirst();
    if (recorded) {
      throw new AppError('REFERENCE_RECORDED', 'reference on a payment already', {
        details: { order: recorded.reference },
      });
    }
  }
  const row = await trx
    .insertInto('payments')
    .values({
      order_id: order.id,
      kind: 'payment',
      amount_paise: payment.amountPaise,
      mode: payment.mode,
      reference: payment.reference,
      paid_on: payment.paidOn,
      note: payment.note || null,
      reverses_payment_id: null,
      gateway_payment_id: payment.gatewayPaymentId ?? null,
      recorded_by_email: actor.email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const balancePaise = ledger.balancePaise - payment.amountPaise;
  await recordAudit(trx, {
    actor,
    action: 'record',
    entity: 'payments',
    entityId: row.id,
    after: {
      order: order.reference,
      amount_paise: payment.amountPaise,
      mode: payment.mode,
      reference: payment.reference,
      paid_on: payment.paidOn,
    },
  });
  await tellAboutMoney(trx, {
    logger: options.logger,
    site: options.site,
    order,
    news: {
      kind: 'payment-received',
      amountPaise: payment.amountPaise,
      mode: payment.mode,
      paidOn: payment.paidOn,
      balancePaise: Math.max(balancePaise, 0),
    },
  });
  return { id: row.id, balancePaise, reference: order.reference };
}
