import { type Kysely, sql } from 'kysely';
import { type BookPeriod, periodInstants } from '@/lib/books/period';
import type { BillBuyer } from '../billing/bill-parties';
import type { BillKind, Database } from '../db/schema';
import { findOutstanding, type OutstandingCustomer } from './find-outstanding';

export const REGISTER_PAGE_SIZE = 50;

export type TaxSums = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type Books = {
  /** Sales less credit notes, by GST treatment (nil, exempt, 5, 18 …). */
  byRate: (TaxSums & { gstClass: string })[];
  /** By HSN code, unit and GST treatment. */
  byHsn: (TaxSums & { hsnCode: string; unit: string; gstClass: string; quantity: number })[];
  register: {
    rows: (TaxSums & {
      id: number;
      kind: BillKind;
      number: string;
      issuedAt: Date;
      orderReference: string;
      buyerName: string;
      buyerGstin: string | null;
      placeOfSupply: string;
    })[];
    page: number;
    pageCount: number;
    total: number;
  };
  payments: { receivedPaise: number; reversedPaise: number; count: number };
  outstanding: OutstandingCustomer[];
};

/** A credit note's amounts count against the period's sales. */
const signed = (column: string) =>
  sql<number | string>`sum(case when bills.kind = 'credit_note' then -${sql.ref(column)} else ${sql.ref(column)} end)`;

/**
 * The books on screen for a period (issue 35): sales and tax by rate and by
 * HSN code, a page of the sales register, the payments received, and who owes
 * what now. The downloads (books-csv.ts) give every row.
 */
export async function findBooks(db: Kysely<Database>, period: BookPeriod, page = 1): Promise<Books> {
  const { start, end } = periodInstants(period);
  const issued = db
    .selectFrom('bills')
    .where('bills.issued_at', '>=', start as unknown as Date)
    .where('bills.issued_at', '<', end as unknown as Date);
  const lines = issued.innerJoin('bill_lines', 'bill_lines.bill_id', 'bills.id');
  const sums = [
    signed('bill_lines.taxable_paise').as('taxable'),
    signed('bill_lines.cgst_paise').as('cgst'),
    signed('bill_lines.sgst_paise').as('sgst'),
    signed('bill_lines.igst_paise').as('igst'),
    signed('bill_lines.total_paise').as('total'),
  ] as const;
  const [byRate, byHsn, count, rows, payments, outstanding] = await Promise.all([
    lines
      .select(['bill_lines.gst_class', ...sums])
      .groupBy('bill_lines.gst_class')
      .orderBy('bill_lines.gst_class')
      .execute(),
    lines
      .select([
        'bill_lines.hsn_code',
        'bill_lines.unit',
        'bill_lines.gst_class',
        signed('bill_lines.quantity').as('quantity'),
        ...sums,
      ])
      .groupBy(['bill_lines.hsn_code', 'bill_lines.unit', 'bill_lines.gst_class'])
      .orderBy('bill_lines.hsn_code')
      .execute(),
    issued.select(sql<number | string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
    issued
      .innerJoin('orders', 'orders.id', 'bills.order_id')
      .select([
        'bills.id',
        'bills.kind',
        'bills.number',
        'bills.issued_at',
        'bills.buyer',
        'bills.place_of_supply',
        'bills.taxable_paise',
        'bills.cgst_paise',
        'bills.sgst_paise',
        'bills.igst_paise',
        'bills.total_paise',
        'orders.reference',
      ])
      .orderBy('bills.issued_at', 'desc')
      .orderBy('bills.id', 'desc')
      .limit(REGISTER_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * REGISTER_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('payments')
      .select([
        sql<number | string>`coalesce(sum(case when kind = 'payment' then amount_paise else 0 end), 0)`.as('received'),
        sql<number | string>`coalesce(sum(case when kind = 'reversal' then amount_paise else 0 end), 0)`.as('reversed'),
        sql<number | string>`count(*)`.as('count'),
      ])
      .where('paid_on', '>=', period.from)
      .where('paid_on', '<=', period.to)
      .executeTakeFirstOrThrow(),
    findOutstanding(db),
  ]);
  const taxSums = (row: {
    taxable: number | string;
    cgst: number | string;
    sgst: number | string;
    igst: number | string;
    total: number | string;
  }): TaxSums => ({
    taxablePaise: Number(row.taxable),
    cgstPaise: Number(row.cgst),
    sgstPaise: Number(row.sgst),
    igstPaise: Number(row.igst),
    totalPaise: Number(row.total),
  });
  const sign = (kind: BillKind) => (kind === 'credit_note' ? -1 : 1);
  const total = Number(count.count);
  return {
    byRate: byRate.map((row) => ({ gstClass: row.gst_class, ...taxSums(row) })),
    byHsn: byHsn.map((row) => ({
      hsnCode: row.hsn_code,
      unit: row.unit,
      gstClass: row.gst_class,
      quantity: Number(row.quantity),
      ...taxSums(row),
    })),
    register: {
      rows: rows.map((row) => {
        const buyer = JSON.parse(row.buyer) as Pick<BillBuyer, 'name' | 'gstin'>;
        return {
          id: row.id,
          kind: row.kind,
          number: row.number,
          issuedAt: new Date(row.issued_at),
          orderReference: row.reference,
          buyerName: buyer.name,
          buyerGstin: buyer.gstin,
          placeOfSupply: row.place_of_supply,
          taxablePaise: sign(row.kind) * row.taxable_paise,
          cgstPaise: sign(row.kind) * row.cgst_paise,
          sgstPaise: sign(row.kind) * row.sgst_paise,
          igstPaise: sign(row.kind) * row.igst_paise,
          totalPaise: sign(row.kind) * row.total_paise,
        };
      }),
      page: Math.max(1, page),
      pageCount: Math.max(1, Math.ceil(total / REGISTER_PAGE_SIZE)),
      total,
    },
    payments: {
      receivedPaise: Number(payments.received),
      reversedPaise: Number(payments.reversed),
      count: Number(payments.count),
    },
    outstanding,
  };
}
