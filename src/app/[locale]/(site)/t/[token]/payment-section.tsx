import { INTL_TAGS, type Locale, localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { formatPaise } from '@/lib/money';
import type { TrackedOrder } from '@/server/orders/find-tracked-order';
import { reportPaymentAction } from './actions';
import { PayByUpi } from './pay-by-upi';
import { REPORT_OUTCOMES, type ReportOutcome } from './report-outcome';

/**
 * The order's money on its tracking page (issue 35): paid or what is left, the
 * UPI request for the balance, and "Paid already?" for the UPI reference, with
 * the references the office is checking. Plain HTML forms, no script.
 */
export async function PaymentSection({
  locale,
  token,
  order,
  outcome,
  online,
}: {
  locale: Locale;
  token: string;
  order: TrackedOrder;
  outcome: ReportOutcome | null;
  /** A payment gateway is set up (PAYMENT_PROVIDER): "Pay online" beside the UPI request. */
  online: boolean;
}) {
  const t = translator(locale);
  const { money, bill } = order;
  if (money.duePaise === 0 && money.paidPaise === 0 && money.reports.length === 0) return null;
  const amount = (paise: number) => formatPaise(paise, locale);
  const dateFormat = new Intl.DateTimeFormat(INTL_TAGS[locale], {
    dateStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  });
  const payable = bill?.upi && money.balancePaise > 0 ? { ...bill, upi: bill.upi } : null;
  return (
    <section id="payment" aria-labelledby="payment-heading" className="mb-6 flex flex-col gap-3">
      <h2 id="payment-heading" className="text-lg font-bold">
        {t('tracking.paidHeading')}
      </h2>
      {money.state === 'nothing_due' ? null : (
        <p className="font-semibold" data-testid="payment-state">
          {t(`tracking.paidState.${money.state}`, {
            paid: amount(money.paidPaise),
            balance: amount(Math.max(money.balancePaise, 0)),
            refund: amount(Math.max(-money.balancePaise, 0)),
          })}
        </p>
      )}
      {payable ? (
        <PayByUpi locale={locale} reference={order.reference} bill={payable} amountPaise={money.balancePaise} />
      ) : null}
      {payable && online ? (
        <p className="flex flex-col gap-1">
          {/* A link, not a form: the page's form-action allows only this site, and Razorpay is another. */}
          <a
            href={localePath(locale, `/t/${token}/pay-online`)}
            rel="nofollow"
            className="inline-flex min-h-11 items-center justify-center rounded-md border border-cyan-800 px-4 font-semibold text-cyan-900"
          >
            {t('tracking.payOnline')}
          </a>
          <span className="text-sm text-slate-700">{t('tracking.payOnlineHint')}</span>
        </p>
      ) : null}
      {money.reports.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {money.reports
            .filter((report) => report.state !== 'confirmed')
            .map((report) => (
              <li key={report.utr}>
                {t(report.state === 'to_check' ? 'tracking.reportWaiting' : 'tracking.reportRejected', {
                  utr: report.utr,
                  date: dateFormat.format(report.reportedAt),
                })}
              </li>
            ))}
        </ul>
      ) : null}
      {outcome ? (
        <p
          role={outcome === 'sent' ? 'status' : 'alert'}
          id="report-outcome"
          className={outcome === 'sent' ? 'text-emerald-800' : 'text-red-700'}
        >
          {t(REPORT_OUTCOMES[outcome])}
        </p>
      ) : null}
      {payable ? (
        <form action={reportPaymentAction} className="flex flex-col gap-2 rounded-lg border border-slate-300 p-4">
          <h3 className="font-semibold">{t('tracking.reportHeading')}</h3>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="token" value={token} />
          <label htmlFor="utr" className="font-semibold">
            {t('tracking.reportLabel')}
          </label>
          <p id="utr-hint" className="text-sm text-slate-700">
            {t('tracking.reportHint')}
          </p>
          <input
            id="utr"
            name="utr"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9 ]{12,15}"
            maxLength={15}
            required
            aria-describedby={outcome && outcome !== 'sent' ? 'utr-hint report-outcome' : 'utr-hint'}
            aria-invalid={outcome === 'invalid' ? true : undefined}
            className="min-h-11 rounded-md border border-slate-400 px-3 font-mono text-lg tracking-wider"
          />
          <button type="submit" className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white">
            {t('tracking.reportButton')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
