/**
 * A product's tax facts (issue 35): its HSN code, how GST treats it and the
 * unit it is sold in. Catalogue prices include GST; a bill shows the taxable
 * value and the tax.
 */

/**
 * How GST treats a product: nil-rated (0 %), exempt, or taxed at one of the
 * rates GST knows. Nil-rated and exempt goods go on a bill of supply and are
 * reported apart in GSTR-1, so they are kept apart here too.
 */
export const GST_CLASSES = ['nil', 'exempt', '0.25', '3', '5', '12', '18', '28', '40'] as const;
export type GstClass = (typeof GST_CLASSES)[number];

export const isGstClass = (value: string): value is GstClass => (GST_CLASSES as readonly string[]).includes(value);

/** The rate in basis points (hundredths of a per cent): 5 % is 500; nil-rated and exempt goods 0. */
export function gstRateBasisPoints(gstClass: GstClass): number {
  return gstClass === 'nil' || gstClass === 'exempt' ? 0 : Math.round(Number(gstClass) * 100);
}

/** Taxed goods need a tax invoice (Rule 46); nil-rated and exempt ones a bill of supply (Rule 49). */
export const isTaxed = (gstClass: GstClass): boolean => gstRateBasisPoints(gstClass) > 0;

/**
 * The units of quantity (UQC) a bill and GSTR-1 name, those this catalogue
 * sells in; the GST portal's list has more.
 */
export const UNITS = {
  NOS: 'Numbers',
  PCS: 'Pieces',
  KGS: 'Kilograms',
  GMS: 'Grams',
  LTR: 'Litres',
  MLT: 'Millilitres',
  BAG: 'Bags',
  BOX: 'Boxes',
  BTL: 'Bottles',
  PAC: 'Packs',
  SET: 'Sets',
  MTR: 'Metres',
  UNT: 'Units',
  OTH: 'Others',
} as const;
export type Unit = keyof typeof UNITS;

export const isUnit = (value: string): value is Unit => Object.hasOwn(UNITS, value);

/** An HSN code of 4, 6 or 8 digits, of a chapter that exists (01 to 99). */
export const isHsnCode = (value: string): boolean => /^(0[1-9]|[1-9]\d)(\d{2}|\d{4}|\d{6})$/.test(value);
