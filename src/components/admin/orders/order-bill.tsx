import { issueBillAction, setOrderTaxDetailsAction } from '@/app/[locale]/admin/orders/[id]/bill-actions';
import { Link } from '@/components/ui/link';
import { english } from '@/lib/i18n/english';
import { formatPaise } from '@/lib/money';
import type { OrderBilling } from '@/server/billing/find-order-billing';
import type { OrderStatus } from '@/server/db/schema';
import { formatAdminDate } from '../list/admin-time';
import { IssueBillForm, OrderTaxDetailsForm } from './order-bill-forms';

/**
 * The order's bill (issue 35): once issued, what it is and a link to it;
 * before, what it still needs (the place of supply, products' tax details)
 * and Issue bill for a confirmed order.
 */
export function OrderBill({
  orderId,
  status,
  cancelled,
  billing,
}: {
  orderId: number;
  status: OrderStatus;
  cancelled: boolean;
  billing: OrderBilling;
}) {
  const { bill } = billing;
  return (
    <section aria-labelledby="order-bill-heading" className="mt-4 flex flex-col gap-3" data-testid="order-bill">
      <h3 id="order-bill-heading" className="font-semibold">
        {english('admin.billing.heading')}
      </h3>
      {bill ? (
        <>
          <p>
            {english('admin.billing.billed', {
              kind: english(`bill.kinds.${bill.kind}`),
              number: bill.number,
              total: formatPaise(bill.totalPaise, 'en'),
              date: formatAdminDate(bill.issuedAt),
              email: bill.issuedByEmail,
            })}
          </p>
          {billing.creditNote ? (
            <p>
              {english('admin.billing.credited', {
                number: billing.creditNote.number,
                date: formatAdminDate(billing.creditNote.issuedAt),
              })}
            </p>
          ) : null}
          <p>
            <Link className="underline" href={`/admin/orders/${orderId}/bill`}>
              {english('admin.billing.view')}
            </Link>
            {' · '}
            <a className="underline" href={`/admin/orders/${orderId}/bill/pdf`} download>
              {english('admin.billing.downloadPdf')}
            </a>
          </p>
        </>
      ) : status === 'rejected' ? null : (
        <>
          <p className="text-slate-700">{english('admin.billing.notBilled')}</p>
          {billing.missingTaxFacts.length > 0 ? (
            <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
              {english('admin.billing.missingFacts', { products: billing.missingTaxFacts.join(', ') })}
            </p>
          ) : null}
          <OrderTaxDetailsForm
            action={setOrderTaxDetailsAction}
            orderId={orderId}
            placeOfSupply={billing.placeOfSupply}
            buyerGstin={billing.buyerGstin}
          />
          {status === 'done' && !cancelled ? <IssueBillForm action={issueBillAction} orderId={orderId} /> : null}
        </>
      )}
    </section>
  );
}
