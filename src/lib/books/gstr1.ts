import { gstRateBasisPoints } from '../gst/tax-facts';
import { type BookBill, signOf } from './book-bill';
import { portalDate, rupeesText } from './period';
import { portalPlace } from './sales-register';

/**
 * GSTR-1's tables for a month, in the columns of the GST portal's offline
 * tool (its CSV import), built from the month's bills and credit notes:
 * - b2b: each bill to a registered buyer (GSTIN), a row per tax rate;
 * - b2cs: sales to unregistered buyers by place of supply and rate, credit
 *   notes to them taken off;
 * - cdnr: each credit note to a registered buyer, a row per rate;
 * - hsn(b2b), hsn(b2c): quantities, values and tax by HSN code, rate and unit;
 * - exemp: nil-rated and exempt supplies, within the state and to others, to
 *   registered and unregistered buyers.
 * Nil-rated and exempt goods appear in exemp and in the HSN tables, never in
 * b2b, b2cs or cdnr. Large inter-state sales to unregistered buyers (B2CL)
 * are not split out: this business has none.
 */
export const GSTR1_TABLES = ['b2b', 'b2cs', 'cdnr', 'hsn-b2b', 'hsn-b2c', 'exemp'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

export const GSTR1_HEADERS: Record<Gstr1Table, readonly string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  'hsn-b2b': HSN_HEADERS(),
  'hsn-b2c': HSN_HEADERS(),
  exemp: ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
};

function HSN_HEADERS() {
  return [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ] as const;
}

/** The portal's names of the units this catalogue sells in (its UQC list). */
const UQC: Record<string, string> = {
  BAG: 'BAG-BAGS',
  BOX: 'BOX-BOX',
  BTL: 'BTL-BOTTLES',
  GMS: 'GMS-GRAMMES',
  KGS: 'KGS-KILOGRAMS',
  LTR: 'LTR-LITRES',
  MLT: 'MLT-MILILITRE',
  MTR: 'MTR-METERS',
  NOS: 'NOS-NUMBERS',
  OTH: 'OTH-OTHERS',
  PAC: 'PAC-PACKS',
  PCS: 'PCS-PIECES',
  SET: 'SET-SETS',
  UNT: 'UNT-UNITS',
};

const EXEMP_ROWS = [
  'Inter-State supplies to registered persons',
  'Intra-State supplies to registered persons',
  'Inter-State supplies to unregistered persons',
  'Intra-State supplies to unregistered persons',
] as const;

type Cells = (string | number)[];
type Sums = { quantity: number; total: number; taxable: number; igst: number; cgst: number; sgst: number };
const rateText = (basisPoints: number) => String(basisPoints / 100);

/** Adds the month's bills one at a time (flat memory however many), then gives each table's rows. */
export function gstr1Builder() {
  const b2b: Cells[] = [];
  const cdnr: Cells[] = [];
  const b2cs = new Map<string, { place: string; rate: number; taxable: number }>();
  const hsn = {
    'hsn-b2b': new Map<string, Sums & { hsn: string; unit: string; rate: number }>(),
    'hsn-b2c': new Map(),
  };
  const exemp = new Map<string, { nil: number; exempt: number }>(EXEMP_ROWS.map((row) => [row, { nil: 0, exempt: 0 }]));

  function add(bill: BookBill) {
    const sign = signOf(bill);
    const registered = bill.buyerGstin !== null;
    const byRate = new Map<number, number>();
    for (const line of bill.lines) {
      const rate = gstRateBasisPoints(line.gstClass);
      if (rate > 0) byRate.set(rate, (byRate.get(rate) ?? 0) + line.taxablePaise);
      const table = hsn[registered ? 'hsn-b2b' : 'hsn-b2c'];
      const key = `${line.hsnCode}|${line.unit}|${rate}`;
      const sums = table.get(key) ?? {
        hsn: line.hsnCode,
        unit: line.unit,
        rate,
        quantity: 0,
        total: 0,
        taxable: 0,
        igst: 0,
        cgst: 0,
        sgst: 0,
      };
      sums.quantity += sign * line.quantity;
      sums.total += sign * line.totalPaise;
      sums.taxable += sign * line.taxablePaise;
      sums.igst += sign * line.igstPaise;
      sums.cgst += sign * line.cgstPaise;
      sums.sgst += sign * line.sgstPaise;
      table.set(key, sums);
      if (rate === 0) {
        const row = `${bill.interState ? 'Inter' : 'Intra'}-State supplies to ${registered ? 'registered' : 'unregistered'} persons`;
        const sumsOfRow = exemp.get(row);
        if (sumsOfRow) sumsOfRow[line.gstClass === 'exempt' ? 'exempt' : 'nil'] += sign * line.taxablePaise;
      }
    }
    const place = portalPlace(bill.placeOfSupply);
    for (const [rate, taxable] of byRate) {
      if (!registered) {
        const key = `${place}|${rate}`;
        const row = b2cs.get(key) ?? { place, rate, taxable: 0 };
        row.taxable += sign * taxable;
        b2cs.set(key, row);
      } else if (bill.kind === 'credit_note') {
        cdnr.push([
          bill.buyerGstin ?? '',
          bill.buyerName,
          bill.number,
          portalDate(bill.issuedAt),
          'C',
          place,
          'N',
          'Regular B2B',
          rupeesText(bill.totalPaise),
          '',
          rateText(rate),
          rupeesText(taxable),
          '',
        ]);
      } else {
        b2b.push([
          bill.buyerGstin ?? '',
          bill.buyerName,
          bill.number,
          portalDate(bill.issuedAt),
          rupeesText(bill.totalPaise),
          place,
          'N',
          '',
          'Regular B2B',
          '',
          rateText(rate),
          rupeesText(taxable),
          '',
        ]);
      }
    }
  }

  function rows(table: Gstr1Table): Cells[] {
    if (table === 'b2b') return b2b;
    if (table === 'cdnr') return cdnr;
    if (table === 'b2cs') {
      return [...b2cs.values()].map((row) => [
        'OE',
        row.place,
        '',
        rateText(row.rate),
        rupeesText(row.taxable),
        '',
        '',
      ]);
    }
    if (table === 'exemp') {
      return [...exemp].map(([description, sums]) => [
        description,
        rupeesText(sums.nil),
        rupeesText(sums.exempt),
        '0.00',
      ]);
    }
    return [...hsn[table].values()].map((sums) => [
      sums.hsn,
      '',
      UQC[sums.unit] ?? 'OTH-OTHERS',
      sums.quantity,
      rupeesText(sums.total),
      rateText(sums.rate),
      rupeesText(sums.taxable),
      rupeesText(sums.igst),
      rupeesText(sums.cgst),
      rupeesText(sums.sgst),
      '',
    ]);
  }

  return { add, rows };
}
