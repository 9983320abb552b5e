import 'server-only';
import { CatalogueTabs } from '@/components/admin/catalogue/catalogue-tabs';
import { OrdersAdmin } from '@/components/admin/orders/orders-admin';
import type { Viewer } from '@/server/auth/viewer';
import { findOrderBilling } from '@/server/billing/find-order-billing';
import { readMenuCategories } from '@/server/catalogue';
import { getDb } from '@/server/db';
import { findOrderDetails, findOrders } from '@/server/orders/find-orders';
import { findOrderEvents } from '@/server/orders/order-events';
import { findMessagesAbout } from '@/server/outbox/find-messages';
import { findOrderLedger } from '@/server/payments/find-order-ledger';
import { AdminFrame } from '../admin-frame';
import { readOrLog } from '../read-or-log';
import { idOf, orderStatusOf, pageOf, param, type SearchParams } from '../search-params';

/**
 * The order desk (spec §2.11 Products Management → Orders): the list with its
 * filters, and, at /admin/orders/[id], that order's details open over it.
 */
export async function OrdersScreen({
  viewer,
  searchParams,
  orderId,
}: {
  viewer: Viewer;
  searchParams: SearchParams;
  orderId: number | undefined;
}) {
  const query = await searchParams;
  const params = {
    query: param(query, 'q'),
    status: orderStatusOf(query),
    categoryId: idOf(query, 'category'),
    page: pageOf(query),
  };
  const db = getDb();
  const [listing, categories, details] = await Promise.all([
    readOrLog(findOrders(db, params), 'orders for the admin'),
    readMenuCategories('en'),
    orderId
      ? Promise.all([
          findOrderDetails(db, orderId),
          findMessagesAbout(db, { table: 'orders', id: orderId }),
          findOrderEvents(db, orderId, { forStaff: true }),
          readOrLog(findOrderBilling(db, orderId), 'the order’s bill'),
          readOrLog(findOrderLedger(db, orderId), 'the order’s payments'),
        ])
      : null,
  ]);
  const [order, messages, events, billing, ledger] = details ?? [null, [], [], null, null];
  return (
    <AdminFrame viewer={viewer} path="/admin/orders">
      <CatalogueTabs current="/admin/orders" roles={viewer.roles} />
      <OrdersAdmin
        params={params}
        listing={listing}
        categories={categories.map((category) => ({ value: category.id, label: category.name }))}
        details={order ? { order, messages, events, billing, ledger: ledger ?? null } : null}
      />
    </AdminFrame>
  );
}
