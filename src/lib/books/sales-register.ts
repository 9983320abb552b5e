import { gstStateName } from '../gst/states';
import type { GstClass } from '../gst/tax-facts';
import { type BookBill, signOf } from './book-bill';

/** One line of the sales register: a bill's (or credit note's) goods of one GST treatment, credit notes negative. */
export type RegisterRow = {
  date: Date;
  kind: BookBill['kind'];
  number: string;
  creditFor: string | null;
  orderReference: string;
  buyerName: string;
  buyerGstin: string | null;
  placeOfSupply: string;
  gstClass: GstClass;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/** A bill's register rows: its lines summed by GST treatment, in the order the treatments first appear. */
export function registerRowsOf(bill: BookBill): RegisterRow[] {
  const sign = signOf(bill);
  const rows = new Map<GstClass, RegisterRow>();
  for (const line of bill.lines) {
    const row = rows.get(line.gstClass) ?? {
      date: bill.issuedAt,
      kind: bill.kind,
      number: bill.number,
      creditFor: bill.creditFor,
      orderReference: bill.orderReference,
      buyerName: bill.buyerName,
      buyerGstin: bill.buyerGstin,
      placeOfSupply: bill.placeOfSupply,
      gstClass: line.gstClass,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 0,
    };
    row.taxablePaise += sign * line.taxablePaise;
    row.cgstPaise += sign * line.cgstPaise;
    row.sgstPaise += sign * line.sgstPaise;
    row.igstPaise += sign * line.igstPaise;
    row.totalPaise += sign * line.totalPaise;
    rows.set(line.gstClass, row);
  }
  return [...rows.values()];
}

/** "18-Assam", "01-Jammu & Kashmir": a place of supply as the GST portal's offline tool writes it. */
export const portalPlace = (code: string) => `${code}-${(gstStateName(code) ?? code).replaceAll(' and ', ' & ')}`;
