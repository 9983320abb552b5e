import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderForm } from '@/components/catalogue/order-form';
import { orderFormTexts } from '@/components/catalogue/order-texts';
import { ProductPrice } from '@/components/catalogue/product-price';
import { Link } from '@/components/ui/link';
import { localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { discountedPricePaise } from '@/lib/money';
import { getViewer } from '@/server/auth/viewer';
import { readProduct } from '@/server/catalogue';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { formStartValues } from '@/server/http/page-template';
import { routeLocale } from '@/server/i18n/route-locale';
import { findCustomerDetails } from '@/server/orders/find-customer-details';

type Props = { params: Promise<{ slug: string; product: string }> };

/**
 * The order page of one product: where Order Now leads without JavaScript (or
 * before the script has loaded), and a plain address to share. Rendered for
 * each visitor: the start token, a signed-in customer's details and the
 * idempotency key are written into the form, so it needs no script at all.
 */
export default async function OrderPage({ params }: Props) {
  const locale = await routeLocale();
  const t = translator(locale);
  const { slug, product: productSlug } = await params;
  const product = await readProduct(slug, productSlug, locale);
  if (!product) notFound();
  const viewer = await getViewer();
  const customer = viewer ? await findCustomerDetails(getDb(), viewer) : null;
  const { formStartToken, idempotencyKey } = formStartValues(getConfig().authSecret);
  const productHref = `/products/${slug}/${productSlug}`;
  const linkClass =
    'inline-flex min-h-11 items-center justify-center rounded-md border border-slate-400 px-4 font-semibold';
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Link href={productHref} className="mb-6 inline-block text-cyan-800 underline">
        {t('orders.backToProduct', { name: product.name })}
      </Link>
      <OrderForm
        subject={{
          kind: 'product',
          product: { id: product.id, name: product.name, unitPricePaise: discountedPricePaise(product) },
        }}
        texts={orderFormTexts(locale)}
        initial={{ token: formStartToken, customer, idempotencyKey }}
        confirmedTitle={<h1 className="text-2xl font-bold text-emerald-800">{t('orders.confirmedTitle')}</h1>}
        afterConfirmed={
          <div className="flex flex-wrap justify-center gap-2">
            <Link href={productHref} className={linkClass}>
              {t('orders.backToProduct', { name: product.name })}
            </Link>
            {viewer ? (
              <Link href={localePath(locale, '/account/orders')} className={linkClass}>
                {t('orders.myOrdersLink')}
              </Link>
            ) : (
              <Link href={localePath(locale, '/products')} className={linkClass}>
                {t('orders.orderAnother')}
              </Link>
            )}
          </div>
        }
      >
        <h1 className="mb-1 text-2xl font-bold text-cyan-950">{t('orders.pageTitle', { name: product.name })}</h1>
        <ProductPrice locale={locale} product={product} />
        <p className="mb-4 mt-2 text-slate-700">{t('orders.pageIntro')}</p>
      </OrderForm>
    </div>
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale();
  const t = translator(locale);
  const { slug, product: productSlug } = await params;
  const product = await readProduct(slug, productSlug, locale);
  return {
    title: product ? t('orders.pageTitle', { name: product.name }) : t('products.productNotFound'),
    robots: { index: false },
  };
}
