import { gstRateBasisPoints } from '@/lib/gst/tax-facts';
import type { BillLineView } from '@/server/billing/find-bill';

export type HsnSummaryRow = {
  hsnCode: string;
  rateBasisPoints: number;
  quantity: number;
  taxablePaise: number;
  taxPaise: number;
};

/** A bill's lines by HSN code and rate (the HSN-wise tax a bill and GSTR-1 show), in the order they first appear. */
export function hsnSummaryOf(lines: readonly BillLineView[]): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  for (const line of lines) {
    const rateBasisPoints = gstRateBasisPoints(line.gstClass);
    const key = `${line.hsnCode}:${rateBasisPoints}`;
    const row = rows.get(key) ?? { hsnCode: line.hsnCode, rateBasisPoints, quantity: 0, taxablePaise: 0, taxPaise: 0 };
    row.quantity += line.quantity;
    row.taxablePaise += line.taxablePaise;
    row.taxPaise += line.cgstPaise + line.sgstPaise + line.igstPaise;
    rows.set(key, row);
  }
  return [...rows.values()];
}
