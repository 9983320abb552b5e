import type { ReactNode } from 'react';
import { decideOrderAction } from '@/app/[locale]/admin/orders/actions';
import { english } from '@/lib/i18n/english';
import { formatPaise } from '@/lib/money';
import type { OrderBilling } from '@/server/billing/find-order-billing';
import type { AdminOrderDetails } from '@/server/orders/find-orders';
import type { OrderEvent } from '@/server/orders/order-events';
import type { MessageListing } from '@/server/outbox/find-messages';
import type { OrderLedger } from '@/server/payments/find-order-ledger';
import { AdminTime, formatAdminDate } from '../list/admin-time';
import { MessageList } from '../messages/message-list';
import { EditDialog } from '../shared/edit-dialog';
import { decisionTexts } from './decision-texts';
import { GuestBadge, OrderBadges } from './order-badges';
import { OrderBill } from './order-bill';
import { OrderDecision } from './order-decision';
import { OrderLife } from './order-life';
import { OrderPayments } from './order-payments';

/** What Order Details shows of one order; its page reads it. */
export type OrderDetailsData = {
  order: AdminOrderDetails;
  messages: MessageListing[];
  events: OrderEvent[];
  billing: OrderBilling | null;
  ledger: OrderLedger | null;
};

const actionName = (action: string) =>
  action === 'confirm' || action === 'reject' || action === 'delete'
    ? english(`admin.orders.actionNames.${action}`)
    : action;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="whitespace-pre-wrap break-words">{children}</dd>
    </div>
  );
}

/** Spec §2.11 Order Details: every field, who decided and when, Confirm / Reject, the order's life, its messages. */
export function OrderDetailsDialog({ details, closeHref }: { details: OrderDetailsData; closeHref: string }) {
  const { order, messages, events, billing, ledger } = details;
  return (
    <EditDialog
      title={english('admin.orders.details')}
      closeHref={closeHref}
      closeLabel={english('admin.orders.close')}
    >
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <Detail label={english('admin.orders.fields.reference')}>
          <span className="font-mono">{order.reference}</span>
        </Detail>
        <Detail label={english('admin.orders.fields.customer')}>
          {order.customerName} {order.guest ? <GuestBadge /> : null}
        </Detail>
        <Detail label={english('admin.orders.fields.email')}>
          {order.email ? (
            <a className="break-all underline" href={`mailto:${order.email}`}>
              {order.email}
            </a>
          ) : (
            english('admin.orders.noEmail')
          )}
        </Detail>
        <Detail label={english('admin.orders.fields.phone')}>
          <a className="underline" href={`tel:${order.phone}`}>
            {order.phone}
          </a>
        </Detail>
        <Detail label={english('admin.orders.fields.address')}>{order.address}</Detail>
        <Detail label={english('admin.orders.fields.products')}>
          <ul className="flex flex-col gap-2" data-testid="order-items">
            {order.items.map((item) => (
              <li key={item.position}>
                <span className="block font-semibold">{item.productName}</span>
                <span className="block text-slate-700">
                  {english('admin.orders.itemLine', {
                    quantity: item.quantity,
                    unitPrice: formatPaise(item.unitPricePaise, 'en'),
                    total: formatPaise(item.totalPaise, 'en'),
                  })}
                </span>
                <span className="block text-slate-600">
                  {[item.categoryName, item.subCategoryName].filter(Boolean).join(' › ') ||
                    english('admin.orders.uncategorised')}
                </span>
              </li>
            ))}
          </ul>
        </Detail>
        <Detail label={english('admin.orders.fields.total')}>{formatPaise(order.totalPaise, 'en')}</Detail>
        <Detail label={english('admin.orders.fields.description')}>
          {order.description || english('admin.orders.noDescription')}
        </Detail>
        <Detail label={english('admin.orders.fields.status')}>
          <OrderBadges status={order.status} stage={order.stage} />
        </Detail>
        <Detail label={english('admin.orders.fields.date')}>
          <AdminTime value={order.createdAt} />
        </Detail>
      </dl>
      {order.decisions.length > 0 ? (
        <ul className="mb-4 flex flex-col gap-1 text-sm text-slate-700" data-testid="order-history">
          {order.decisions.map((decision) => (
            <li key={`${decision.action}-${decision.at.toISOString()}`}>
              {english('admin.orders.decidedBy', {
                action: actionName(decision.action),
                email: decision.actorEmail,
                date: formatAdminDate(decision.at),
              })}
              {decision.reason ? ` — ${decision.reason}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <OrderDecision
        action={decideOrderAction}
        texts={decisionTexts(true, false)}
        fields={{ id: String(order.id) }}
        formId="order-decision"
        open={order.status === 'pending'}
      />
      <OrderLife order={order} events={events} />
      {billing ? (
        <OrderBill orderId={order.id} status={order.status} cancelled={order.stage === 'cancelled'} billing={billing} />
      ) : null}
      {ledger && (ledger.duePaise > 0 || ledger.entries.length > 0 || ledger.reports.length > 0) ? (
        <OrderPayments ledger={ledger} />
      ) : null}
      <section aria-labelledby="order-messages-heading" className="mt-4 flex flex-col gap-2">
        <h3 id="order-messages-heading" className="font-semibold">
          {english('admin.messages.heading')}
        </h3>
        <MessageList messages={messages} />
      </section>
    </EditDialog>
  );
}
