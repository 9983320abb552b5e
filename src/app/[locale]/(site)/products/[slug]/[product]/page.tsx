import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AddToCartButton } from '@/components/catalogue/add-to-cart-button';
import { OrderButton } from '@/components/catalogue/order-button';
import { orderFormTexts } from '@/components/catalogue/order-texts';
import { OrderTextsProvider } from '@/components/catalogue/order-texts-provider';
import { ProductImage } from '@/components/catalogue/product-image';
import { ProductPrice } from '@/components/catalogue/product-price';
import { Link } from '@/components/ui/link';
import { contentLang, type Locale, localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { discountedPricePaise, formatPaise } from '@/lib/money';
import { whatsappLink } from '@/lib/schemas/site-settings';
import { readProduct, readSubCategory } from '@/server/catalogue';
import { getConfig } from '@/server/config';
import { pageAlternates, routeLocale } from '@/server/i18n/route-locale';
import { firstPaintSrc } from '@/server/media/first-paint-picture';

type Props = { params: Promise<{ slug: string; product: string }> };

/** Rendered on first visit, then cached until the catalogue changes (the catalogue tag) or an hour passes. */
export const revalidate = 3600;
export const generateStaticParams = async () => [];

async function load(params: Props['params'], locale: Locale) {
  const { slug, product: productSlug } = await params;
  const [subCategory, product] = await Promise.all([
    readSubCategory(slug, locale),
    readProduct(slug, productSlug, locale),
  ]);
  if (!subCategory || !product) notFound();
  return { subCategory, product };
}

/** The preview WhatsApp and search engines show: title, price in the description, the picture. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale();
  const { subCategory, product } = await load(params, locale);
  const price = formatPaise(discountedPricePaise(product), locale);
  const description = `${price} · ${product.description || subCategory.name}`.slice(0, 200);
  const alternates = pageAlternates(locale, `/products/${subCategory.slug}/${product.slug}`);
  return {
    title: product.name,
    description,
    alternates,
    openGraph: {
      type: 'website',
      title: `${product.name} · ${price}`,
      description,
      // The preview links to the page in the language it was shared from.
      url: alternates.canonical,
      images: product.imageUrl ? [{ url: product.imageUrl, alt: product.name }] : undefined,
    },
  };
}

export default async function ProductPage({ params }: Props) {
  const locale = await routeLocale();
  const t = translator(locale);
  const { subCategory, product } = await load(params, locale);
  const unitPricePaise = discountedPricePaise(product);
  const orderable = { id: product.id, name: product.name, unitPricePaise };
  const { baseUrl } = getConfig();
  const url = `${baseUrl}${localePath(locale, `/products/${subCategory.slug}/${product.slug}`)}`;
  const lang = contentLang(product.locale, locale);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || undefined,
    image: product.imageUrl ? new URL(product.imageUrl, baseUrl).toString() : undefined,
    category: `${subCategory.categoryName} > ${subCategory.name}`,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: (unitPricePaise / 100).toFixed(2),
      availability: 'https://schema.org/InStock',
      url,
    },
  };
  return (
    <OrderTextsProvider texts={orderFormTexts(locale)}>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD; '<' is escaped so no tag can close the script
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
        <Link
          href={localePath(locale, `/products/${subCategory.slug}`)}
          className="mb-6 inline-block text-cyan-800 underline"
        >
          {t('products.backToList', { name: subCategory.name })}
        </Link>
        <div className="grid gap-8 md:grid-cols-2">
          <ProductImage
            src={firstPaintSrc(product.imageUrl)}
            alt={product.name}
            fallback={t('products.imageNotAvailable')}
            large
          />
          <div className="flex flex-col gap-4">
            <p className="font-semibold uppercase tracking-wide text-cyan-800">{subCategory.categoryName}</p>
            <h1 className="text-3xl font-bold text-cyan-950" lang={lang}>
              {product.name}
            </h1>
            <ProductPrice locale={locale} product={product} large />
            {product.description ? (
              <p className="text-lg text-slate-700" lang={lang}>
                {product.description}
              </p>
            ) : null}
            {product.features.length > 0 ? (
              <ul aria-label={t('products.features')} className="list-disc pl-5 text-slate-700" lang={lang}>
                {product.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <OrderButton
                product={orderable}
                label={t('products.orderNow')}
                ariaLabel={t('products.orderNamed', { name: product.name })}
                heading={t('orders.dialogTitle', { name: product.name })}
                orderHref={`/products/${subCategory.slug}/${product.slug}/order`}
              />
              {subCategory.slug === 'maintenance' ? (
                <AddToCartButton
                  product={orderable}
                  label={t('products.addToCart')}
                  ariaLabel={t('products.addNamedToCart', { name: product.name })}
                />
              ) : null}
              <a
                href={whatsappLink('', `${product.name} ${url}`)}
                className="inline-flex min-h-11 items-center rounded-md border border-emerald-700 px-4 font-semibold text-emerald-800"
              >
                {t('products.shareWhatsapp')}
              </a>
            </div>
          </div>
        </div>
      </div>
    </OrderTextsProvider>
  );
}
