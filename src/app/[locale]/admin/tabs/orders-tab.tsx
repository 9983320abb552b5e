import { OrdersAdmin, type OrdersAdminParams } from '@/components/admin/orders/orders-admin';
import { readMenuCategories } from '@/server/catalogue';
import { getDb } from '@/server/db';
import { findOrderDetails, findOrders } from '@/server/orders/find-orders';
import { findOrderEvents } from '@/server/orders/order-events';
import { findMessagesAbout } from '@/server/outbox/find-messages';
import { readOrLog } from './read-or-log';

/** Reads the orders list (and the order whose details are open) for the order desk. */
export async function OrdersTab({ params }: { params: OrdersAdminParams }) {
  const db = getDb();
  const orderId = params.orderId;
  const [listing, categories, details] = await Promise.all([
    readOrLog(findOrders(db, params), 'orders for the admin'),
    readMenuCategories('en'),
    orderId
      ? Promise.all([
          findOrderDetails(db, orderId),
          findMessagesAbout(db, { table: 'orders', id: orderId }),
          findOrderEvents(db, orderId, { forStaff: true }),
        ])
      : null,
  ]);
  const [order, messages, events] = details ?? [null, [], []];
  return (
    <OrdersAdmin
      params={params}
      listing={listing && { ...listing, rows: listing.orders }}
      categories={categories.map((category) => ({ value: category.id, label: category.name }))}
      details={order ? { order, messages, events } : null}
    />
  );
}
