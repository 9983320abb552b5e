import Link from 'next/link';
import { decideOrderAction, decideOrdersAction, deleteOrderAction } from '@/app/[locale]/admin/order-actions';
import { Pagination } from '@/components/marketing/pagination';
import { t } from '@/lib/i18n/english';
import { formatPaise } from '@/lib/money';
import { formatCount } from '@/lib/text';
import { readMenuCategories } from '@/server/catalogue';
import { getDb } from '@/server/db';
import type { OrderStage, OrderStatus } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import { type AdminOrderDetails, findOrderDetails, findOrders, ORDER_STATUSES } from '@/server/orders/find-orders';
import { findOrderEvents, type OrderEvent } from '@/server/orders/order-events';
import { findMessagesAbout, type MessageListing } from '@/server/outbox/find-messages';
import { SelectAll } from '../list/select-all';
import { TableScroller } from '../list/table-scroller';
import { MessageList } from '../messages/message-list';
import { DeleteButton } from '../shared/delete-button';
import { EditDialog } from '../shared/edit-dialog';
import { OrderDecision, type OrderDecisionTexts } from './order-decision';
import { OrderLife } from './order-life';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** Drawn, not emoji: phones without an emoji font showed a box for the hourglass. */
const statusIcons: Record<OrderStatus, string> = {
  done: 'M3.5 8.5l3 3 6-7',
  rejected: 'M4 4l8 8M12 4l-8 8',
  pending: 'M8 4v4l2.5 2.5M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z',
};

const statusClasses: Record<OrderStatus, string> = {
  done: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  pending: 'bg-amber-100 text-amber-900',
};

function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${statusClasses[status] ?? statusClasses.pending}`}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5 fill-none stroke-current stroke-2">
        <path d={statusIcons[status] ?? statusIcons.pending} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t(`orders.status.${status}`)}
    </span>
  );
}

const stageClasses: Record<OrderStage, string> = {
  dispatched: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-900',
};

/** Where a confirmed order is now (issue 24). */
function StageBadge({ stage }: { stage: OrderStage }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${stageClasses[stage]}`}>
      {t(`orders.stage.${stage}`)}
    </span>
  );
}

const decisionTexts = (withReason: boolean, bulk: boolean): OrderDecisionTexts => ({
  confirm: t(bulk ? 'admin.orders.bulkConfirm' : 'admin.orders.confirm'),
  reject: t(bulk ? 'admin.orders.bulkReject' : 'admin.orders.reject'),
  title: t('admin.orders.confirmTitle'),
  questions: {
    done: t(bulk ? 'admin.orders.bulkQuestion' : 'admin.orders.confirmQuestion', {
      action: t('admin.orders.verbs.done'),
    }),
    rejected: t(bulk ? 'admin.orders.bulkQuestion' : 'admin.orders.confirmQuestion', {
      action: t('admin.orders.verbs.rejected'),
    }),
  },
  yes: t('admin.orders.yes'),
  cancel: t('admin.orders.cancel'),
  working: t('admin.orders.working'),
  reasonLabel: withReason ? t('admin.orders.reasonLabel') : undefined,
});

export type OrdersAdminParams = {
  query?: string;
  status?: OrderStatus;
  categoryId?: number;
  page: number;
  orderId?: number;
};

/**
 * Spec §2.11 Products Management → Orders: search, category and status
 * filters, the table with status icons, Order Details with Confirm / Reject,
 * delete, and confirm / reject of the selected orders. The caller has checked the admin role.
 */
export async function OrdersAdmin({ params }: { params: OrdersAdminParams }) {
  const db = getDb();
  const [listing, categories, details, messages, events] = await Promise.all([
    findOrders(db, params).catch((error: unknown) => {
      getLogger().error({ err: error }, 'could not load orders for the admin');
      return null;
    }),
    readMenuCategories(),
    params.orderId ? findOrderDetails(db, params.orderId) : Promise.resolve(null),
    params.orderId ? findMessagesAbout(db, { table: 'orders', id: params.orderId }) : Promise.resolve([]),
    params.orderId ? findOrderEvents(db, params.orderId, { forStaff: true }) : Promise.resolve([]),
  ]);
  const filters = new URLSearchParams({ tab: 'products', section: 'orders' });
  if (params.query) filters.set('q', params.query);
  if (params.status) filters.set('status', params.status);
  if (params.categoryId) filters.set('category', String(params.categoryId));
  const pageParams = Object.fromEntries(filters);
  const withPage = new URLSearchParams(filters);
  if (params.page > 1) withPage.set('page', String(params.page));
  const cell = 'border-b border-slate-200 px-3 py-2 align-top';

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="orders-heading" className="text-xl font-bold">
          {t('admin.orders.heading')}
        </h2>
        {listing ? (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {t('admin.orders.pending', { count: formatCount(listing.pending) })}
          </span>
        ) : null}
      </div>
      <search>
        <form method="get" action="/admin" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="tab" value="products" />
          <input type="hidden" name="section" value="orders" />
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('admin.orders.searchLabel')}
            <input
              type="search"
              name="q"
              defaultValue={params.query}
              maxLength={100}
              className="min-h-11 w-72 max-w-full rounded-md border border-slate-400 px-3 text-base"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('admin.orders.statusLabel')}
            <select
              name="status"
              defaultValue={params.status ?? ''}
              className="min-h-11 rounded-md border border-slate-400 bg-white px-3"
            >
              <option value="">{t('admin.orders.allStatuses')}</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`orders.status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('admin.orders.categoryLabel')}
            <select
              name="category"
              defaultValue={params.categoryId ? String(params.categoryId) : ''}
              className="min-h-11 rounded-md border border-slate-400 bg-white px-3"
            >
              <option value="">{t('admin.orders.allCategories')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white">
            {t('admin.orders.filter')}
          </button>
          {filters.size > 2 ? (
            <Link
              href="/admin?tab=products&section=orders"
              className="inline-flex min-h-11 items-center px-2 underline"
            >
              {t('admin.orders.clear')}
            </Link>
          ) : null}
        </form>
      </search>

      {listing === null ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {t('admin.orders.fetchFailed', { message: t('auth.unexpected') })}
        </p>
      ) : listing.total === 0 ? (
        <p>{t('admin.orders.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {listing.total === 1
              ? t('admin.orders.totalOne')
              : t('admin.orders.total', { count: formatCount(listing.total) })}
          </p>
          <OrderDecision action={decideOrdersAction} texts={decisionTexts(false, true)} formId="bulk-orders" />
          <TableScroller label={t('admin.orders.heading')}>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('admin.orders.heading')}</caption>
              <thead className="bg-slate-50">
                <tr>
                  {(
                    [
                      'select',
                      'reference',
                      'customer',
                      'product',
                      'category',
                      'quantity',
                      'total',
                      'status',
                      'date',
                      'actions',
                    ] as const
                  ).map((column) => (
                    <th key={column} scope="col" className={cell}>
                      {column === 'select' ? (
                        <SelectAll formId="bulk-orders" label={t('admin.orders.selectAll')} />
                      ) : (
                        t(`admin.orders.columns.${column}`)
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {listing.orders.map((order) => {
                  const detailsHref = new URLSearchParams(withPage);
                  detailsHref.set('order', String(order.id));
                  return (
                    <tr key={order.id} data-testid="order-row">
                      <td className={cell}>
                        {order.status === 'pending' ? (
                          <input
                            type="checkbox"
                            name="ids"
                            value={order.id}
                            form="bulk-orders"
                            aria-label={t('admin.orders.selectNamed', { reference: order.reference })}
                            className="size-5"
                          />
                        ) : null}
                      </td>
                      <td className={`${cell} whitespace-nowrap font-mono`}>{order.reference}</td>
                      <td className={cell}>
                        <span className="block font-semibold">
                          {order.customerName} {order.guest ? <GuestBadge /> : null}
                        </span>
                        <span className="block break-all text-slate-600">{order.email ?? order.phone}</span>
                      </td>
                      <td className={cell}>
                        {order.productName}
                        {order.itemCount > 1 ? (
                          <span className="block text-slate-600">
                            {t('admin.orders.moreItems', { count: order.itemCount - 1 })}
                          </span>
                        ) : null}
                      </td>
                      <td className={cell}>{order.categoryName ?? t('admin.orders.uncategorised')}</td>
                      <td className={cell}>{order.quantity}</td>
                      <td className={`${cell} whitespace-nowrap`}>{formatPaise(order.totalPaise)}</td>
                      <td className={cell}>
                        <span className="inline-flex flex-col items-start gap-1">
                          <StatusBadge status={order.status} />
                          {order.stage ? <StageBadge stage={order.stage} /> : null}
                        </span>
                      </td>
                      <td className={`${cell} whitespace-nowrap`}>
                        <time dateTime={order.createdAt.toISOString()}>{dateFormat.format(order.createdAt)}</time>
                      </td>
                      <td className={cell}>
                        <div className="flex flex-wrap items-start gap-2">
                          <Link
                            href={`/admin?${detailsHref}`}
                            aria-label={t('admin.orders.viewNamed', { reference: order.reference })}
                            className="inline-flex min-h-11 items-center rounded-md border border-cyan-800 px-3 font-semibold text-cyan-900"
                          >
                            {t('admin.orders.view')}
                          </Link>
                          <DeleteButton
                            action={deleteOrderAction}
                            id={order.id}
                            name={order.reference}
                            label={t('admin.orders.deleteNamed', { reference: order.reference })}
                            confirmText={t('admin.orders.confirmDelete')}
                            fields={{ back: withPage.toString() }}
                          />
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroller>
          <Pagination
            basePath="/admin"
            page={listing.page}
            pageCount={listing.pageCount}
            params={pageParams}
            label={t('admin.orders.heading')}
          />
        </>
      )}
      {details ? (
        <OrderDetailsDialog order={details} messages={messages} events={events} closeHref={`/admin?${withPage}`} />
      ) : null}
    </section>
  );
}

function OrderDetailsDialog({
  order,
  messages,
  events,
  closeHref,
}: {
  order: AdminOrderDetails;
  messages: MessageListing[];
  events: OrderEvent[];
  closeHref: string;
}) {
  const rows: [string, React.ReactNode][] = [
    [
      t('admin.orders.fields.reference'),
      <span key="ref" className="font-mono">
        {order.reference}
      </span>,
    ],
    [
      t('admin.orders.fields.customer'),
      <span key="customer">
        {order.customerName} {order.guest ? <GuestBadge /> : null}
      </span>,
    ],
    [
      t('admin.orders.fields.email'),
      order.email ? (
        <a key="email" className="break-all underline" href={`mailto:${order.email}`}>
          {order.email}
        </a>
      ) : (
        t('admin.orders.noEmail')
      ),
    ],
    [
      t('admin.orders.fields.phone'),
      <a key="phone" className="underline" href={`tel:${order.phone}`}>
        {order.phone}
      </a>,
    ],
    [t('admin.orders.fields.address'), order.address],
    [
      t('admin.orders.fields.products'),
      <ul key="items" className="flex flex-col gap-2" data-testid="order-items">
        {order.items.map((item) => (
          <li key={item.position}>
            <span className="block font-semibold">{item.productName}</span>
            <span className="block text-slate-700">
              {t('admin.orders.itemLine', {
                quantity: item.quantity,
                unitPrice: formatPaise(item.unitPricePaise),
                total: formatPaise(item.totalPaise),
              })}
            </span>
            <span className="block text-slate-600">
              {[item.categoryName, item.subCategoryName].filter(Boolean).join(' › ') || t('admin.orders.uncategorised')}
            </span>
          </li>
        ))}
      </ul>,
    ],
    [t('admin.orders.fields.total'), formatPaise(order.totalPaise)],
    [t('admin.orders.fields.description'), order.description || t('admin.orders.noDescription')],
    [
      t('admin.orders.fields.status'),
      <span key="status" className="inline-flex flex-wrap gap-2">
        <StatusBadge status={order.status} />
        {order.stage ? <StageBadge stage={order.stage} /> : null}
      </span>,
    ],
    [
      t('admin.orders.fields.date'),
      <time key="date" dateTime={order.createdAt.toISOString()}>
        {dateFormat.format(order.createdAt)}
      </time>,
    ],
  ];
  return (
    <EditDialog title={t('admin.orders.details')} closeHref={closeHref} closeLabel={t('admin.orders.close')}>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="whitespace-pre-wrap break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {order.decisions.length > 0 ? (
        <ul className="mb-4 flex flex-col gap-1 text-sm text-slate-700" data-testid="order-history">
          {order.decisions.map((decision) => (
            <li key={`${decision.action}-${decision.at.toISOString()}`}>
              {t('admin.orders.decidedBy', {
                action: actionName(decision.action),
                email: decision.actorEmail,
                date: dateFormat.format(decision.at),
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
      <section aria-labelledby="order-messages-heading" className="mt-4 flex flex-col gap-2">
        <h3 id="order-messages-heading" className="font-semibold">
          {t('admin.messages.heading')}
        </h3>
        <MessageList messages={messages} />
      </section>
    </EditDialog>
  );
}

function GuestBadge() {
  return (
    <span
      title={t('admin.orders.guestHint')}
      className="ml-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
    >
      {t('admin.orders.guest')}
    </span>
  );
}

const actionName = (action: string) =>
  action === 'confirm' || action === 'reject' || action === 'delete' ? t(`admin.orders.actionNames.${action}`) : action;
