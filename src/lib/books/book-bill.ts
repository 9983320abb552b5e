import type { GstClass } from '../gst/tax-facts';

/** A bill or credit note as the books read it: its own copy, the amounts of a credit note as they were written (positive). */
export type BookBill = {
  id: number;
  number: string;
  kind: 'tax_invoice' | 'bill_of_supply' | 'invoice_cum_bill' | 'credit_note';
  /** The bill a credit note credits. */
  creditFor: string | null;
  issuedAt: Date;
  orderReference: string;
  buyerName: string;
  buyerGstin: string | null;
  placeOfSupply: string;
  interState: boolean;
  totalPaise: number;
  lines: BookLine[];
};

export type BookLine = {
  hsnCode: string;
  gstClass: GstClass;
  unit: string;
  quantity: number;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/** +1 for a bill, -1 for a credit note: the books add what was sold and take away what was credited. */
export const signOf = (bill: Pick<BookBill, 'kind'>) => (bill.kind === 'credit_note' ? -1 : 1);
