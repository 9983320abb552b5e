import { Link } from '@/components/ui/link';
import { contentLang, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { discountedPricePaise } from '@/lib/money';
import type { Product } from '@/server/catalogue/product';
import { firstPaintSrc } from '@/server/media/first-paint-picture';
import { AddToCartButton } from './add-to-cart-button';
import { OrderButton } from './order-button';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

/** Spec §2.8 card: image, name, description, price, features, Order Now (and Add to Cart on Maintenance). */
export function ProductCard({
  locale,
  product,
  href,
  withCart = false,
  priority = false,
}: {
  locale: Locale;
  product: Product;
  href: string;
  withCart?: boolean;
  /** The first cards of a page: their pictures load at once (the first is likely the largest paint). */
  priority?: boolean;
}) {
  const t = translator(locale);
  const orderable = { id: product.id, name: product.name, unitPricePaise: discountedPricePaise(product) };
  const lang = contentLang(product.locale, locale);
  return (
    <li data-testid="product-card" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <ProductImage
        src={priority ? firstPaintSrc(product.imageUrl) : product.imageUrl}
        alt={product.name}
        fallback={t('products.imageNotAvailable')}
        priority={priority}
      />
      <h2 className="text-lg font-semibold text-cyan-950" lang={lang}>
        <Link href={href} className="hover:underline">
          {product.name}
        </Link>
      </h2>
      {product.description ? (
        <p className="line-clamp-3 text-slate-700" lang={lang}>
          {product.description}
        </p>
      ) : null}
      <ProductPrice product={product} locale={locale} />
      {product.features.length > 0 ? (
        <ul aria-label={t('products.features')} className="list-disc pl-5 text-sm text-slate-700" lang={lang}>
          {product.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <OrderButton
          product={orderable}
          label={t('products.orderNow')}
          ariaLabel={t('products.orderNamed', { name: product.name })}
          heading={t('orders.dialogTitle', { name: product.name })}
          orderHref={`${href}/order`}
        />
        {withCart ? (
          <AddToCartButton
            product={orderable}
            label={t('products.addToCart')}
            ariaLabel={t('products.addNamedToCart', { name: product.name })}
          />
        ) : null}
      </div>
    </li>
  );
}
