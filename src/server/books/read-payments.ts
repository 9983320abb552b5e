import type { Kysely } from 'kysely';
import type { BookPeriod } from '@/lib/books/period';
import type { Database, PaymentMode } from '../db/schema';
import { BOOK_BATCH } from './read-book-bills';

export type BookPayment = {
  id: number;
  kind: 'payment' | 'reversal';
  paidOn: string;
  orderReference: string;
  mode: PaymentMode;
  reference: string | null;
  amountPaise: number;
  note: string | null;
  recordedByEmail: string;
};

/** The payments and reversals dated in a period (India time), oldest first, a batch at a time. */
export async function* paymentBatches(db: Kysely<Database>, period: BookPeriod): AsyncGenerator<BookPayment[]> {
  let after = null as { paidOn: string; id: number } | null;
  for (;;) {
    const cursor = after;
    const rows = await db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select([
        'payments.id',
        'payments.kind',
        'payments.paid_on',
        'payments.mode',
        'payments.reference',
        'payments.amount_paise',
        'payments.note',
        'payments.recorded_by_email',
        'orders.reference as order_reference',
      ])
      .where('payments.paid_on', '>=', period.from)
      .where('payments.paid_on', '<=', period.to)
      .$if(cursor !== null, (query) =>
        query.where((eb) =>
          eb.or([
            eb('payments.paid_on', '>', cursor?.paidOn ?? ''),
            eb.and([eb('payments.paid_on', '=', cursor?.paidOn ?? ''), eb('payments.id', '>', cursor?.id ?? 0)]),
          ]),
        ),
      )
      .orderBy('payments.paid_on')
      .orderBy('payments.id')
      .limit(BOOK_BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      paidOn: row.paid_on,
      orderReference: row.order_reference,
      mode: row.mode,
      reference: row.reference,
      amountPaise: row.amount_paise,
      note: row.note,
      recordedByEmail: row.recorded_by_email,
    }));
    const last = rows.at(-1);
    if (!last || rows.length < BOOK_BATCH) return;
    after = { paidOn: last.paid_on, id: last.id };
  }
}
