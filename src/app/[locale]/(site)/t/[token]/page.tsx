import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { orderStatusStyle } from '@/components/orders/order-status-style';
import { formatCalendarDate } from '@/lib/dates';
import { INTL_TAGS, localePath } from '@/lib/i18n/locales';
import { translate, translator } from '@/lib/i18n/messages';
import { formatPaise } from '@/lib/money';
import { whatsappLink } from '@/lib/schemas/site-settings';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';
import { findTrackedOrder } from '@/server/orders/find-tracked-order';
import { readCompanySettings } from '@/server/settings';
import { PaymentSection } from './payment-section';
import { reportOutcomeOf } from './report-outcome';

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Each link is one order, read when opened: never prerendered or kept.
export const dynamic = 'force-dynamic';

export const generateMetadata = localizedMetadata(
  (_props, locale): Metadata => ({
    title: translate(locale, 'tracking.pageTitle'),
    robots: { index: false, follow: false },
    // No Referer to other sites (the token is in the address); this site's own, so that a form
    // posted before (or without) the script still carries its Origin, which no-referrer makes "null".
    referrer: 'same-origin',
  }),
);

/**
 * Where the link in an order's SMS, WhatsApp message or e-mail leads (issue
 * 22): the order's status and its steps (issue 24), lines, total and the office's reason, in the
 * language of the link (the one the order was placed in), without an account
 * and without JavaScript. Nothing personal is shown; the page is not indexed
 * and sends no Referer.
 */
export default async function TrackOrderPage({ params, searchParams }: Props) {
  const locale = await routeLocale();
  const t = translator(locale);
  const { token } = await params;
  const order = await findTrackedOrder(getDb(), token);
  if (!order) notFound();
  const company = await readCompanySettings(locale);
  const dateFormat = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="mb-1 text-2xl font-bold text-cyan-950">{t('tracking.title', { reference: order.reference })}</h1>
      <p className="mb-4 text-slate-700">{t('tracking.placed', { date: dateFormat.format(order.createdAt) })}</p>
      <p className="mb-4">
        <span className={`rounded-full px-3 py-1 font-semibold ${orderStatusStyle(order)}`}>
          {order.stage ? t(`orders.stage.${order.stage}`) : t(`orders.status.${order.status}`)}
        </span>
      </p>
      <p className="mb-4">{t(`tracking.explain.${order.stage ?? order.status}`)}</p>
      <h2 className="mb-2 text-lg font-bold">{t('tracking.steps')}</h2>
      <ol className="mb-6 flex flex-col gap-2 border-l-2 border-cyan-700 pl-4" data-testid="tracking-steps">
        <li>
          <span className="font-semibold">{t('tracking.step.placed')}</span> · {dateFormat.format(order.createdAt)}
        </li>
        {order.status !== 'pending' ? (
          <li>
            <span className="font-semibold">
              {t(order.status === 'done' ? 'tracking.step.confirmed' : 'tracking.step.rejected')}
            </span>
            {order.reason ? (
              <span className="block" data-testid="tracking-reason">
                {t(order.status === 'rejected' ? 'tracking.reason' : 'tracking.note')} {order.reason}
              </span>
            ) : null}
          </li>
        ) : null}
        {order.steps.map((step) => (
          <li key={step.id}>
            <span className="font-semibold">{t(`tracking.step.${step.kind}`)}</span> · {dateFormat.format(step.at)}
            {step.carrier ? <span className="block">{t('tracking.carrier', { carrier: step.carrier })}</span> : null}
            {step.expectedOn ? (
              <span className="block">
                {t('tracking.expected', { date: formatCalendarDate(step.expectedOn, locale) })}
              </span>
            ) : null}
            {step.kind === 'cancelled' && step.text ? (
              <span className="block">
                {t('tracking.reason')} {step.text}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <h2 className="mb-2 text-lg font-bold">{t('tracking.items')}</h2>
      <ul className="mb-2 flex flex-col gap-1">
        {order.items.map((item, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a stored order never move
          <li key={position}>
            {item.productName} × {item.quantity} = {formatPaise(item.totalPaise, locale)}
          </li>
        ))}
      </ul>
      <p className="mb-6 font-semibold">{t('tracking.total', { total: formatPaise(order.totalPaise, locale) })}</p>
      {order.bill ? (
        <p className="mb-6">
          <a
            href={localePath(locale, `/t/${token}/bill.pdf`)}
            download
            className="inline-flex min-h-11 items-center rounded-md border border-cyan-800 px-4 font-semibold text-cyan-900"
          >
            {t('bill.download')}
          </a>
        </p>
      ) : null}
      <PaymentSection
        locale={locale}
        token={token}
        order={order}
        outcome={reportOutcomeOf((await searchParams).report)}
        online={getConfig().paymentGateway !== null}
      />
      {company.whatsapp ? (
        <a
          href={whatsappLink(company.whatsapp, t('orders.whatsappText', { reference: order.reference }))}
          className="inline-flex min-h-11 items-center rounded-md border border-emerald-700 px-4 font-semibold text-emerald-800"
        >
          {t('orders.askOnWhatsapp', { reference: order.reference })}
        </a>
      ) : null}
    </div>
  );
}
