import { splitInclusiveAmount, sumSplits, type TaxSplit } from '@/lib/billing/tax-split';
import { type GstClass, isTaxed } from '@/lib/gst/tax-facts';
import type { BillKind } from '../db/schema';

/** An order's line with its product's tax facts, as billing reads it. */
export type BillableItem = {
  productId: number | null;
  name: string;
  quantity: number;
  unitPricePaise: number;
  totalPaise: number;
  hsnCode: string;
  gstClass: GstClass;
  unit: string;
};

export type BillLine = BillableItem & TaxSplit;

/** The lines of a bill and its totals: each line's tax rounded once, the totals their sums. */
export function billLinesOf(items: readonly BillableItem[], interState: boolean) {
  const lines: BillLine[] = items.map((item) => ({
    ...item,
    ...splitInclusiveAmount(item.totalPaise, item.gstClass, interState),
  }));
  const totals = sumSplits(lines);
  const totalPaise = lines.reduce((sum, line) => sum + line.totalPaise, 0);
  return { lines, totals: { ...totals, totalPaise }, kind: billKindOf(items.map((item) => item.gstClass)) };
}

/**
 * Taxed goods only: a tax invoice (Rule 46); nil-rated or exempt goods only: a
 * bill of supply (Rule 49); both in one sale: an invoice-cum-bill of supply
 * (Rule 46A).
 */
export function billKindOf(classes: readonly GstClass[]): Exclude<BillKind, 'credit_note'> {
  const taxed = classes.filter(isTaxed).length;
  if (taxed === classes.length) return 'tax_invoice';
  return taxed === 0 ? 'bill_of_supply' : 'invoice_cum_bill';
}
