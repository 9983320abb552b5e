import {
  recordPaymentAction,
  reversePaymentAction,
  sendBalanceReminderAction,
} from '@/app/[locale]/admin/orders/[id]/payment-actions';
import { todayInIndia } from '@/lib/dates';
import { english } from '@/lib/i18n/english';
import { formatPaise } from '@/lib/money';
import type { OrderLedger } from '@/server/payments/find-order-ledger';
import { formatAdminDate } from '../list/admin-time';
import { RecordPaymentForm, ReversePaymentForm } from './order-payment-forms';
import { BalanceReminderForm } from './order-payment-report-forms';
import { OrderPaymentReports } from './order-payment-reports';

const money = (paise: number) => formatPaise(paise, 'en');

/**
 * The order's money (issue 35): what is due, received and left; each payment
 * and reversal as recorded (a payment is never edited, only reversed); the UPI
 * references the customer reported, to check against the bank statement; and
 * the forms to record a payment and to remind the customer of the balance.
 */
export function OrderPayments({ ledger }: { ledger: OrderLedger }) {
  const { orderId } = ledger;
  const today = todayInIndia();
  const reversals = new Map(
    ledger.entries.filter((entry) => entry.kind === 'reversal').map((entry) => [entry.reversesPaymentId, entry]),
  );
  return (
    <section aria-labelledby="order-payments-heading" className="mt-4 flex flex-col gap-3" data-testid="order-payments">
      <h3 id="order-payments-heading" className="font-semibold">
        {english('admin.payments.heading')}{' '}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-normal">
          {english(`admin.payments.state.${ledger.state}`)}
        </span>
      </h3>
      <p>
        {english('admin.payments.summary', {
          due: money(ledger.duePaise),
          paid: money(ledger.paidPaise),
          balance: money(ledger.balancePaise),
        })}
      </p>
      {ledger.state === 'refund_due' ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          {english('admin.payments.refundDue', { amount: money(-ledger.balancePaise) })}
        </p>
      ) : null}
      {ledger.entries.length === 0 ? (
        <p className="text-slate-700">{english('admin.payments.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {ledger.entries.map((entry) => (
            <li key={entry.id} className="rounded-md border border-slate-200 px-3 py-2">
              {entry.kind === 'payment' ? (
                <p>
                  {english('admin.payments.entry', {
                    amount: money(entry.amountPaise),
                    mode: english(`admin.payments.modes.${entry.mode}`),
                    date: entry.paidOn,
                  })}
                  {entry.reference
                    ? ` · ${english('admin.payments.entryReference', { reference: entry.reference })}`
                    : ''}
                  {entry.note ? ` · ${entry.note}` : ''}
                  {entry.reversedById ? (
                    <span className="ml-2 rounded-full bg-amber-100 px-2 text-sm">
                      {english('admin.payments.reversedTag')}
                    </span>
                  ) : null}
                </p>
              ) : (
                <p>
                  {english('admin.payments.reversal', {
                    amount: money(entry.amountPaise),
                    mode: english(`admin.payments.modes.${entry.mode}`),
                    date: entry.paidOn,
                    reason: entry.note ?? '',
                  })}
                </p>
              )}
              <p className="text-sm text-slate-600">
                {english('admin.payments.entryRecorded', {
                  email: entry.recordedByEmail,
                  date: formatAdminDate(entry.recordedAt),
                })}
              </p>
              {entry.kind === 'payment' && !reversals.has(entry.id) ? (
                <details className="mt-1">
                  <summary className="cursor-pointer text-sm underline">{english('admin.payments.reverse')}</summary>
                  <ReversePaymentForm action={reversePaymentAction} orderId={orderId} paymentId={entry.id} />
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <OrderPaymentReports ledger={ledger} today={today} />
      {ledger.balancePaise > 0 ? (
        <details className="rounded-md border border-slate-200 px-3 py-2">
          <summary className="cursor-pointer font-semibold">{english('admin.payments.recordHeading')}</summary>
          <RecordPaymentForm
            action={recordPaymentAction}
            orderId={orderId}
            balance={money(ledger.balancePaise)}
            today={today}
          />
        </details>
      ) : null}
      {ledger.billNumber && ledger.balancePaise > 0 ? (
        <BalanceReminderForm action={sendBalanceReminderAction} orderId={orderId} />
      ) : null}
    </section>
  );
}
