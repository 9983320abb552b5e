import { sql, type Transaction } from 'kysely';
import { billNumber, financialYearOf } from '@/lib/billing/financial-year';
import type { Database } from '../db/schema';

/**
 * The next number of a series in the financial year of `issuedAt`, taken in the
 * transaction that writes the document: the counter's row stays locked until
 * it commits (PostgreSQL; SQLite writes one transaction at a time), and a
 * rolled-back document gives its number back. Numbers are consecutive, with no
 * gap or repeat, however many servers issue at once.
 */
export async function nextBillNumber(
  trx: Transaction<Database>,
  options: { series: 'bill' | 'credit_note'; prefix: string; issuedAt: Date },
): Promise<{ number: string; financialYear: string }> {
  const financialYear = financialYearOf(options.issuedAt).label;
  const { last_number } = await trx
    .insertInto('bill_counters')
    .values({ series: options.series, financial_year: financialYear, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['series', 'financial_year'])
        .doUpdateSet({ last_number: sql<number>`${sql.ref('bill_counters.last_number')} + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return { number: billNumber(options.prefix, financialYear, last_number), financialYear };
}
