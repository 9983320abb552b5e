import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import { recordAudit } from '../audit/record-audit';
import type { StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { getBillingSettings } from '../settings/find-settings';
import { nextBillNumber } from './next-bill-number';

/**
 * The credit note of a billed order that is cancelled (issue 35), in the
 * cancellation's transaction: the whole bill credited, in the credit-note
 * series of the financial year, linked to the bill, with the bill's own
 * parties, lines and amounts (an issued bill is never changed). None for an
 * order without a bill, nor a second one.
 */
export async function issueCreditNoteIn(
  trx: Transaction<Database>,
  options: { logger: Logger; actor: StaffActor; orderId: number; issuedAt?: Date },
): Promise<{ id: number; number: string } | null> {
  const bill = await trx
    .selectFrom('bills')
    .selectAll()
    .where('order_id', '=', options.orderId)
    .where('credit_for_bill_id', 'is', null)
    .executeTakeFirst();
  if (!bill) return null;
  const credited = await trx
    .selectFrom('bills')
    .select('id')
    .where('credit_for_bill_id', '=', bill.id)
    .executeTakeFirst();
  if (credited) return null;
  const billing = await getBillingSettings(trx, options.logger);
  if (!billing) throw new AppError('BILLING_NOT_SET_UP');

  const issuedAt = options.issuedAt ?? new Date();
  const { number, financialYear } = await nextBillNumber(trx, {
    series: 'credit_note',
    prefix: billing.creditNotePrefix,
    issuedAt,
  });
  const { id: _id, number: billNumber, kind: _kind, financial_year: _year, issued_at: _at, ...copied } = bill;
  const note = await trx
    .insertInto('bills')
    .values({
      ...copied,
      kind: 'credit_note',
      number,
      financial_year: financialYear,
      credit_for_bill_id: bill.id,
      issued_at: issuedAt.toISOString(),
      issued_by_email: options.actor.email,
      inter_state: bill.inter_state ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('bill_lines')
    .selectAll()
    .where('bill_id', '=', bill.id)
    .orderBy('position')
    .execute();
  if (lines.length > 0) {
    await trx
      .insertInto('bill_lines')
      .values(lines.map(({ id: _line, bill_id: _bill, ...line }) => ({ ...line, bill_id: note.id })))
      .execute();
  }
  await recordAudit(trx, {
    actor: options.actor,
    action: 'issue',
    entity: 'bills',
    entityId: note.id,
    after: { number, kind: 'credit_note', for: billNumber, total_paise: bill.total_paise },
  });
  return { id: note.id, number };
}
