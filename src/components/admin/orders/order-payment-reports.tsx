import { checkPaymentReportAction } from '@/app/[locale]/admin/orders/[id]/payment-actions';
import { english } from '@/lib/i18n/english';
import type { OrderLedger } from '@/server/payments/find-order-ledger';
import { formatAdminDate } from '../list/admin-time';
import { CheckPaymentReportForms } from './order-payment-report-forms';

/** The UPI references the customer reported: to check against the bank statement, or as answered. */
export function OrderPaymentReports({ ledger, today }: { ledger: OrderLedger; today: string }) {
  const { orderId } = ledger;
  return (
    <>
      {ledger.reports.length > 0 ? (
        <>
          <h4 className="font-semibold">{english('admin.payments.reportsHeading')}</h4>
          <ul className="flex flex-col gap-2">
            {ledger.reports.map((report) => (
              <li key={report.id} className="rounded-md border border-slate-200 px-3 py-2" data-testid="payment-report">
                {report.state === 'to_check' ? (
                  <>
                    <p className="font-semibold text-amber-900">
                      {english('admin.payments.reportToCheck', {
                        utr: report.utr,
                        date: formatAdminDate(report.reportedAt),
                      })}
                    </p>
                    <CheckPaymentReportForms
                      action={checkPaymentReportAction}
                      orderId={orderId}
                      reportId={report.id}
                      balance={(Math.max(ledger.balancePaise, 0) / 100).toFixed(2)}
                      today={today}
                    />
                  </>
                ) : (
                  <p>
                    {english(
                      report.state === 'confirmed' ? 'admin.payments.reportConfirmed' : 'admin.payments.reportRejected',
                      {
                        utr: report.utr,
                        email: report.checkedByEmail ?? '',
                        date: report.checkedAt ? formatAdminDate(report.checkedAt) : '',
                      },
                    )}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
