import { type Kysely, sql } from 'kysely';
import type { BookBill } from '@/lib/books/book-bill';
import { type BookPeriod, periodInstants } from '@/lib/books/period';
import { isGstClass } from '@/lib/gst/tax-facts';
import type { BillBuyer } from '../billing/bill-parties';
import type { Database } from '../db/schema';

export const BOOK_BATCH = 1000;

/**
 * The bills and credit notes issued in a period, oldest first, `BOOK_BATCH`
 * at a time with their lines (two queries a batch, keyed on when each was
 * issued), so a year of them is read with the memory of one batch.
 */
export async function* bookBillBatches(db: Kysely<Database>, period: BookPeriod): AsyncGenerator<BookBill[]> {
  const { start, end } = periodInstants(period);
  let after = null as { at: string; id: number } | null;
  for (;;) {
    const cursor = after;
    const bills = await db
      .selectFrom('bills')
      .innerJoin('orders', 'orders.id', 'bills.order_id')
      .leftJoin('bills as credited', 'credited.id', 'bills.credit_for_bill_id')
      .select([
        'bills.id',
        'bills.number',
        'bills.kind',
        'bills.issued_at',
        'bills.buyer',
        'bills.place_of_supply',
        'bills.inter_state',
        'bills.total_paise',
        'orders.reference',
        'credited.number as credit_for',
      ])
      // Instants as ISO text: SQLite stores them so, PostgreSQL reads them as timestamptz.
      .where('bills.issued_at', '<', end as unknown as Date)
      // After the first batch, only the cursor: the index on (issued_at, id) then starts each batch where the last ended.
      .where(
        cursor === null
          ? sql<boolean>`bills.issued_at >= ${start}`
          : sql<boolean>`(bills.issued_at, bills.id) > (${cursor.at}, ${cursor.id})`,
      )
      .orderBy('bills.issued_at')
      .orderBy('bills.id')
      .limit(BOOK_BATCH)
      .execute();
    if (bills.length === 0) return;
    const lines = await db
      .selectFrom('bill_lines')
      .select([
        'bill_id',
        'hsn_code',
        'gst_class',
        'unit',
        'quantity',
        'total_paise',
        'taxable_paise',
        'cgst_paise',
        'sgst_paise',
        'igst_paise',
      ])
      .where(
        'bill_id',
        'in',
        bills.map((bill) => bill.id),
      )
      .orderBy('bill_id')
      .orderBy('position')
      .execute();
    const byBill = new Map<number, BookBill['lines']>();
    for (const line of lines) {
      const list = byBill.get(line.bill_id) ?? [];
      list.push({
        hsnCode: line.hsn_code,
        gstClass: isGstClass(line.gst_class) ? line.gst_class : 'nil',
        unit: line.unit,
        quantity: line.quantity,
        totalPaise: line.total_paise,
        taxablePaise: line.taxable_paise,
        cgstPaise: line.cgst_paise,
        sgstPaise: line.sgst_paise,
        igstPaise: line.igst_paise,
      });
      byBill.set(line.bill_id, list);
    }
    yield bills.map((bill) => {
      const buyer = JSON.parse(bill.buyer) as Pick<BillBuyer, 'name' | 'gstin'>;
      return {
        id: bill.id,
        number: bill.number,
        kind: bill.kind,
        creditFor: bill.credit_for,
        issuedAt: new Date(bill.issued_at),
        orderReference: bill.reference,
        buyerName: buyer.name,
        buyerGstin: buyer.gstin,
        placeOfSupply: bill.place_of_supply,
        interState: Boolean(bill.inter_state),
        totalPaise: bill.total_paise,
        lines: byBill.get(bill.id) ?? [],
      };
    });
    const last: (typeof bills)[number] | undefined = bills.at(-1);
    if (!last || bills.length < BOOK_BATCH) return;
    after = { at: new Date(last.issued_at).toISOString(), id: last.id };
  }
}
