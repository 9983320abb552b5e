import { describe, expect, it } from 'vitest';
import { discountedPricePaise, formatPaise, hasDiscount, orderTotalPaise, parseRupeesToPaise } from '@/lib/money';

describe('formatPaise', () => {
  it('uses the rupee sign, Indian grouping and two decimals', () => {
    expect(formatPaise(12_345_600, 'en')).toBe('₹1,23,456.00');
    expect(formatPaise(0, 'en')).toBe('₹0.00');
    expect(formatPaise(5, 'en')).toBe('₹0.05');
    expect(formatPaise(9_999_999_999, 'en')).toBe('₹9,99,99,999.99');
  });
});

describe('parseRupeesToPaise', () => {
  it('reads amounts with up to two decimals', () => {
    expect(parseRupeesToPaise('1234.5')).toBe(123_450);
    expect(parseRupeesToPaise(' 1,499.99 ')).toBe(149_999);
    expect(parseRupeesToPaise('0')).toBe(0);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1.234', '1e5', 'NaN', 'Infinity', '12.', '99999999999999999999']) {
      expect(parseRupeesToPaise(bad)).toBeNull();
    }
  });
});

describe('discountedPricePaise', () => {
  const price = { pricePaise: 100_000, discountPricePaise: null, discountPercentage: null };
  it('is the price without a discount', () => {
    expect(discountedPricePaise(price)).toBe(100_000);
    expect(hasDiscount(price)).toBe(false);
  });
  it('subtracts the amount', () => {
    expect(discountedPricePaise({ ...price, discountPricePaise: 15_000 })).toBe(85_000);
  });
  it('subtracts the percentage, rounded to the paisa', () => {
    expect(discountedPricePaise({ ...price, discountPercentage: 12.5 })).toBe(87_500);
    expect(discountedPricePaise({ pricePaise: 999, discountPricePaise: null, discountPercentage: 33 })).toBe(669);
  });
  it('lets the amount win when both are set', () => {
    expect(discountedPricePaise({ ...price, discountPricePaise: 10_000, discountPercentage: 50 })).toBe(90_000);
  });
  it('never goes below zero', () => {
    expect(discountedPricePaise({ ...price, discountPricePaise: 500_000 })).toBe(0);
    expect(discountedPricePaise({ ...price, discountPercentage: 150 })).toBe(0);
  });
  it('multiplies the discounted unit price by the quantity', () => {
    expect(orderTotalPaise({ ...price, discountPercentage: 10 }, 3)).toBe(270_000);
  });
});
