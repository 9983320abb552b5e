import { type GstClass, gstRateBasisPoints } from '../gst/tax-facts';

/** A GST-inclusive amount split into what a bill shows: the taxable value and the tax, all in paise. */
export type TaxSplit = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

/** a / b rounded half up, in integers (no floating point between a price and its tax). */
const roundedDivision = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/**
 * Splits a line's price, GST included (catalogue prices are what the farmer
 * pays), into its taxable value and its tax, rounded once, to the paisa. Within
 * the supplier's state the tax is CGST and SGST in equal halves; to another
 * state it is IGST. The parts always add up to the amount given: no paisa is
 * lost or made.
 */
export function splitInclusiveAmount(totalPaise: number, gstClass: GstClass, interState: boolean): TaxSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0)
    throw new RangeError(`not an amount in paise: ${totalPaise}`);
  const rate = gstRateBasisPoints(gstClass);
  if (interState) {
    const igstPaise = roundedDivision(totalPaise * rate, 10_000 + rate);
    return { taxablePaise: totalPaise - igstPaise, cgstPaise: 0, sgstPaise: 0, igstPaise };
  }
  const halfPaise = roundedDivision(totalPaise * rate, 2 * (10_000 + rate));
  return { taxablePaise: totalPaise - 2 * halfPaise, cgstPaise: halfPaise, sgstPaise: halfPaise, igstPaise: 0 };
}

/** The sum of splits: a bill's totals are the sums of its lines. */
export function sumSplits(splits: readonly TaxSplit[]): TaxSplit {
  return splits.reduce(
    (sum, split) => ({
      taxablePaise: sum.taxablePaise + split.taxablePaise,
      cgstPaise: sum.cgstPaise + split.cgstPaise,
      sgstPaise: sum.sgstPaise + split.sgstPaise,
      igstPaise: sum.igstPaise + split.igstPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );
}
