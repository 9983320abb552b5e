import { decideOrdersAction, deleteOrderAction } from '@/app/[locale]/admin/orders/actions';
import type { SelectOption } from '@/components/ui/select';
import { english } from '@/lib/i18n/english';
import { formatPaise } from '@/lib/money';
import { formatCount } from '@/lib/text';
import type { OrderStatus } from '@/server/db/schema';
import { type AdminOrder, ORDER_STATUSES } from '@/server/orders/find-orders';
import { AdminList, type ListPage } from '../list/admin-list';
import { AdminTime } from '../list/admin-time';
import type { Column } from '../list/data-table';
import { ListFilters, SearchFilter, SelectFilter } from '../list/list-filters';
import { listParams } from '../list/list-params';
import { RowActions } from '../list/row-actions';
import { SelectAll } from '../list/select-all';
import { DeleteButton } from '../shared/delete-button';
import { decisionTexts } from './decision-texts';
import { GuestBadge, OrderBadges } from './order-badges';
import { OrderDecision } from './order-decision';
import { type OrderDetailsData, OrderDetailsDialog } from './order-details';

export type OrdersAdminParams = {
  query?: string;
  status?: OrderStatus;
  categoryId?: number;
  page: number;
  orderId?: number;
};

export type OrdersListing = ListPage<AdminOrder> & { total: number; pending: number };

const BULK_FORM = 'bulk-orders';

type OrderColumn =
  | 'reference'
  | 'customer'
  | 'product'
  | 'category'
  | 'quantity'
  | 'total'
  | 'status'
  | 'date'
  | 'actions';

function orderColumns(back: URLSearchParams): Column<AdminOrder>[] {
  const column = (key: OrderColumn, cell: Column<AdminOrder>['cell'], className?: string): Column<AdminOrder> => ({
    key,
    header: english(`admin.orders.columns.${key}`),
    cell,
    className,
  });
  return [
    {
      key: 'select',
      header: <SelectAll formId={BULK_FORM} label={english('admin.orders.selectAll')} />,
      cell: (order) =>
        order.status === 'pending' ? (
          <input
            type="checkbox"
            name="ids"
            value={order.id}
            form={BULK_FORM}
            aria-label={english('admin.orders.selectNamed', { reference: order.reference })}
            className="size-5"
          />
        ) : null,
    },
    column('reference', (order) => order.reference, 'whitespace-nowrap font-mono'),
    column('customer', (order) => (
      <>
        <span className="block font-semibold">
          {order.customerName} {order.guest ? <GuestBadge /> : null}
        </span>
        <span className="block break-all text-slate-600">{order.email ?? order.phone}</span>
      </>
    )),
    column('product', (order) => (
      <>
        {order.productName}
        {order.itemCount > 1 ? (
          <span className="block text-slate-600">
            {english('admin.orders.moreItems', { count: order.itemCount - 1 })}
          </span>
        ) : null}
      </>
    )),
    column('category', (order) => order.categoryName ?? english('admin.orders.uncategorised')),
    column('quantity', (order) => order.quantity),
    column('total', (order) => formatPaise(order.totalPaise, 'en'), 'whitespace-nowrap'),
    column('status', (order) => (
      <OrderBadges status={order.status} stage={order.stage} paymentReported={order.paymentReported} />
    )),
    column('date', (order) => <AdminTime value={order.createdAt} />, 'whitespace-nowrap'),
    column('actions', (order) => {
      const query = back.toString();
      return (
        <RowActions
          href={`/admin/orders/${order.id}${query ? `?${query}` : ''}`}
          label={english('admin.orders.viewNamed', { reference: order.reference })}
          text={english('admin.orders.view')}
        >
          <DeleteButton
            action={deleteOrderAction}
            id={order.id}
            name={order.reference}
            label={english('admin.orders.deleteNamed', { reference: order.reference })}
            confirmText={english('admin.orders.confirmDelete')}
            fields={{ back: back.toString() }}
          />
        </RowActions>
      );
    }),
  ];
}

/**
 * Spec §2.11 Products Management → Orders: search, category and status
 * filters, the table with status icons, Order Details with Confirm / Reject,
 * delete, and confirm / reject of the selected orders. Its page reads the data.
 */
export function OrdersAdmin({
  params,
  listing,
  categories,
  details,
}: {
  params: OrdersAdminParams;
  listing: OrdersListing | null;
  categories: readonly SelectOption[];
  details: OrderDetailsData | null;
}) {
  const list = listParams('/admin/orders', { q: params.query, status: params.status, category: params.categoryId });
  const back = list.withPage(params.page);
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="orders-heading" className="text-xl font-bold">
          {english('admin.orders.heading')}
        </h2>
        {listing ? (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {english('admin.orders.pending', { count: formatCount(listing.pending, 'en') })}
          </span>
        ) : null}
      </div>
      <ListFilters
        path={list.path}
        submitText={english('admin.orders.filter')}
        clearText={english('admin.orders.clear')}
        filtered={list.filtered}
      >
        <SearchFilter label={english('admin.orders.searchLabel')} defaultValue={params.query} width="w-72" />
        <SelectFilter
          label={english('admin.orders.statusLabel')}
          name="status"
          value={params.status}
          allLabel={english('admin.orders.allStatuses')}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: english(`orders.status.${status}`) }))}
        />
        <SelectFilter
          label={english('admin.orders.categoryLabel')}
          name="category"
          value={params.categoryId}
          allLabel={english('admin.orders.allCategories')}
          options={categories}
        />
      </ListFilters>
      <AdminList
        label={english('admin.orders.heading')}
        listing={listing}
        failedText={english('admin.orders.fetchFailed', { message: english('auth.unexpected') })}
        emptyText={english('admin.orders.empty')}
        countText={
          listing && listing.total === 1
            ? english('admin.orders.totalOne')
            : english('admin.orders.total', { count: formatCount(listing?.total ?? 0, 'en') })
        }
        before={<OrderDecision action={decideOrdersAction} texts={decisionTexts(false, true)} formId={BULK_FORM} />}
        columns={orderColumns(back)}
        rowKey={(order) => order.id}
        rowTestId="order-row"
        path={list.path}
        params={list.params}
      />
      {details ? <OrderDetailsDialog details={details} closeHref={list.href(params.page)} /> : null}
    </section>
  );
}
