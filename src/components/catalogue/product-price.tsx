import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { discountedPricePaise, formatPaise, hasDiscount } from '@/lib/money';
import type { Product } from '@/server/catalogue/product';

type Priced = Pick<Product, 'pricePaise' | 'discountPricePaise' | 'discountPercentage'>;

/** The price; when discounted, the original struck out, the new price and the share taken off. */
export function ProductPrice({ locale, product, large = false }: { locale: Locale; product: Priced; large?: boolean }) {
  const t = translator(locale);
  const now = discountedPricePaise(product);
  const size = large ? 'text-2xl' : 'text-lg';
  if (!hasDiscount(product)) {
    return <p className={`${size} font-bold text-cyan-950`}>{formatPaise(now, locale)}</p>;
  }
  const percent = Math.round(((product.pricePaise - now) / product.pricePaise) * 100);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{t('products.originalPrice')}</span>
      <del className="text-slate-600">{formatPaise(product.pricePaise, locale)}</del>
      <span className="sr-only">{t('products.price')}</span>
      <span className={`${size} font-bold text-cyan-950`}>{formatPaise(now, locale)}</span>
      <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-bold text-emerald-900">
        {t('products.off', { percent })}
      </span>
    </p>
  );
}
