import { redirect } from 'next/navigation';
import { orderStatusStyle } from '@/components/orders/order-status-style';
import { Link } from '@/components/ui/link';
import { INTL_TAGS, localePath } from '@/lib/i18n/locales';
import { translate, translator } from '@/lib/i18n/messages';
import { formatPaise } from '@/lib/money';
import { whatsappLink } from '@/lib/schemas/site-settings';
import { signInFirst } from '@/lib/sign-in-first';
import { getViewer } from '@/server/auth/viewer';
import { getDb } from '@/server/db';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';
import { findCustomerOrders } from '@/server/orders/find-customer-orders';
import { readCompanySettings } from '@/server/settings';

export const generateMetadata = localizedMetadata((_, locale) => ({
  title: translate(locale, 'orders.myOrders'),
  robots: { index: false },
}));

/** The signed-in customer's own orders (never anyone else's: the user id comes from the session). */
export default async function MyOrdersPage() {
  const locale = await routeLocale();
  const t = translator(locale);
  const viewer = await getViewer();
  if (!viewer) redirect(signInFirst(locale, '/account/orders'));
  const [orders, company] = await Promise.all([
    findCustomerOrders(getDb(), { userId: viewer.userId, verifiedPhone: viewer.phoneNumber }),
    readCompanySettings(locale),
  ]);
  const whatsappNumber = company.whatsapp;
  const dateFormat = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold">{t('orders.myOrders')}</h1>
      <p className="mb-6 text-slate-700">{t('orders.myOrdersIntro')}</p>
      {orders.length === 0 ? (
        <p>
          {t('orders.noOrders')}{' '}
          <Link href={localePath(locale, '/products')} className="text-cyan-800 underline">
            {t('orders.browseProducts')}
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <li
              key={order.reference}
              data-testid="my-order"
              className="grid gap-1 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto]"
            >
              <div>
                <p className="font-mono text-sm font-bold text-cyan-900">{order.reference}</p>
                <ul className="font-semibold">
                  {order.items.map((item, position) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a stored order never move
                    <li key={position}>
                      {item.productName} × {item.quantity}
                    </li>
                  ))}
                </ul>
                <p className="text-sm text-slate-700">
                  {formatPaise(order.totalPaise, locale)} · {dateFormat.format(order.createdAt)}
                </p>
              </div>
              <div className="flex flex-col items-start gap-2 sm:items-end">
                {/* Where a confirmed order is now (dispatched, delivered, cancelled), else the office's decision. */}
                <span className={`rounded-full px-3 py-1 text-sm font-semibold ${orderStatusStyle(order)}`}>
                  {order.stage ? t(`orders.stage.${order.stage}`) : t(`orders.status.${order.status}`)}
                </span>
                {order.payment.state === 'nothing_due' ? null : (
                  <span className="text-sm font-semibold" data-testid="my-order-payment">
                    {t(`orders.payment.${order.payment.state}`, {
                      balance: formatPaise(Math.max(order.payment.balancePaise, 0), locale),
                      refund: formatPaise(Math.max(-order.payment.balancePaise, 0), locale),
                    })}
                  </span>
                )}
                {order.billed ? (
                  <a
                    href={localePath(locale, `/account/orders/${order.reference}/bill.pdf`)}
                    className="text-sm text-cyan-800 underline"
                    download
                  >
                    {t('bill.download')}
                    <span className="sr-only"> ({order.reference})</span>
                  </a>
                ) : null}
                {order.trackingToken ? (
                  <Link
                    href={localePath(locale, `/t/${order.trackingToken}`)}
                    className="text-sm text-cyan-800 underline"
                  >
                    {t('tracking.steps')}
                    <span className="sr-only"> ({order.reference})</span>
                  </Link>
                ) : null}
                <a
                  href={whatsappLink(whatsappNumber, t('orders.whatsappText', { reference: order.reference }))}
                  className="text-sm font-semibold text-emerald-800 underline"
                >
                  {t('orders.askOnWhatsapp', { reference: order.reference })}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
