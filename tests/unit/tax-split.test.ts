import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstClassName } from '@/components/admin/catalogue/tax-fields';
import { billNumber, financialYearOf } from '@/lib/billing/financial-year';
import { splitInclusiveAmount, sumSplits } from '@/lib/billing/tax-split';
import { GST_CLASSES, gstRateBasisPoints } from '@/lib/gst/tax-facts';

const line = fc.record({
  gstClass: fc.constantFrom(...GST_CLASSES),
  unitPricePaise: fc.integer({ min: 1, max: 50_000_000 }),
  quantity: fc.integer({ min: 1, max: 500 }),
  discountPaise: fc.integer({ min: 0, max: 1_000_000 }),
});
const order = fc.record({ lines: fc.array(line, { minLength: 1, maxLength: 12 }), interState: fc.boolean() });

describe('[BILLING] the tax on a GST-inclusive price', () => {
  it('splits any order, any mix of rates, within the state or to another: lines sum to totals, CGST equals SGST, no paisa lost', () => {
    fc.assert(
      fc.property(order, ({ lines, interState }) => {
        const totals = lines.map((item) => Math.max(0, item.unitPricePaise - item.discountPaise) * item.quantity);
        const splits = lines.map((item, index) => splitInclusiveAmount(totals[index] ?? 0, item.gstClass, interState));
        for (const [index, split] of splits.entries()) {
          const total = totals[index] ?? 0;
          const rate = gstRateBasisPoints(lines[index]?.gstClass ?? 'nil');
          // Each line: its parts are its total, none negative.
          expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(total);
          expect(
            Math.min(split.taxablePaise, split.cgstPaise, split.sgstPaise, split.igstPaise),
          ).toBeGreaterThanOrEqual(0);
          expect(split.cgstPaise).toBe(split.sgstPaise);
          if (interState) expect(split.cgstPaise).toBe(0);
          else expect(split.igstPaise).toBe(0);
          // Rounded once: the tax is within a paisa of the exact tax on the taxable value.
          const tax = split.cgstPaise + split.sgstPaise + split.igstPaise;
          expect(Math.abs(tax - (total * rate) / (10_000 + rate))).toBeLessThanOrEqual(1);
          if (rate === 0) expect(tax).toBe(0);
        }
        const sum = sumSplits(splits);
        const orderTotal = totals.reduce((a, b) => a + b, 0);
        expect(sum.taxablePaise + sum.cgstPaise + sum.sgstPaise + sum.igstPaise).toBe(orderTotal);
        expect(sum.cgstPaise).toBe(sum.sgstPaise);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the taxable value and tax a bill shows for round figures', () => {
    // ₹1,180 at 18 %: ₹1,000 and ₹180.
    expect(splitInclusiveAmount(118_000, '18', true)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
    });
    expect(splitInclusiveAmount(118_000, '18', false)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
    });
    // ₹105 at 5 % within the state; ₹1,800 of nil-rated fish seed.
    expect(splitInclusiveAmount(10_500, '5', false)).toEqual({
      taxablePaise: 10_000,
      cgstPaise: 250,
      sgstPaise: 250,
      igstPaise: 0,
    });
    expect(splitInclusiveAmount(180_000, 'nil', false)).toEqual({
      taxablePaise: 180_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
    expect(() => splitInclusiveAmount(1.5, '5', false)).toThrow(RangeError);
  });
});

describe('[BILLING] the GST treatments', () => {
  it('names each one as the back office shows it', () => {
    expect(GST_CLASSES.map(gstClassName)).toEqual([
      'Nil-rated (0 %)',
      'Exempt',
      '0.25 %',
      '3 %',
      '5 %',
      '12 %',
      '18 %',
      '28 %',
      '40 %',
    ]);
  });
});

describe('[BILLING] financial years and bill numbers', () => {
  it('rolls over at 00:00 India time on 1 April', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toEqual({ start: 2025, label: '25-26' });
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).toEqual({ start: 2026, label: '26-27' });
    expect(financialYearOf(new Date('2099-12-31T23:00:00Z')).label).toBe('99-00');
  });

  it('writes numbers of at most 16 characters of letters, digits, - and /', () => {
    expect(billNumber('AQ', '25-26', 42)).toBe('AQ/25-26/00042');
    expect(billNumber('INVC', '25-26', 99_999)).toHaveLength(16);
    expect(() => billNumber('INVC', '25-26', 100_000)).toThrow(RangeError);
  });
});
