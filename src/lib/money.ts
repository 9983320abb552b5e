import { INTL_TAGS, type Locale } from './i18n/locales';

/** Money is integer paise everywhere; rupees exist only at the edges (forms, display). */

const rupees = new Map<Locale, Intl.NumberFormat>();

/**
 * 12345600 → "₹1,23,456.00" (Indian digit grouping), in the language of the page
 * being rendered on the server; client components pass theirs (useLocale).
 */
export function formatPaise(paise: number, locale: Locale): string {
  let format = rupees.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale], {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    rupees.set(locale, format);
  }
  return format.format(paise / 100);
}

/** "1234.5" → 123450; anything that is not a finite amount with at most 2 decimals → null. */
export function parseRupeesToPaise(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

export type Discount = {
  pricePaise: number;
  discountPricePaise: number | null;
  discountPercentage: number | null;
};

/**
 * Spec §9: price minus the discount amount, or minus price × percentage / 100;
 * the amount wins when both are set; never below zero; rounded to the paisa.
 */
export function discountedPricePaise({ pricePaise, discountPricePaise, discountPercentage }: Discount): number {
  if (discountPricePaise !== null && discountPricePaise > 0) {
    return Math.max(0, pricePaise - discountPricePaise);
  }
  if (discountPercentage !== null && discountPercentage > 0) {
    const percentage = Math.min(100, discountPercentage);
    return Math.max(0, Math.round(pricePaise - (pricePaise * percentage) / 100));
  }
  return pricePaise;
}

export function hasDiscount(discount: Discount): boolean {
  return discountedPricePaise(discount) < discount.pricePaise;
}

/** Spec §9: order total = discounted unit price × quantity. */
export function orderTotalPaise(discount: Discount, quantity: number): number {
  return discountedPricePaise(discount) * quantity;
}
