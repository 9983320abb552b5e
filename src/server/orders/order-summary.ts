import type { Kysely, Selectable } from 'kysely';
import { isAccountAddress } from '../auth/account-address';
import type { Database, OrderTable } from '../db/schema';
import { findOrderItems } from './find-order-items';
import type { OrderSummary } from './order-emails';

/** An order row with its lines, as the e-mails describe it. */
export async function orderSummaryOf(db: Kysely<Database>, order: Selectable<OrderTable>): Promise<OrderSummary> {
  const items = (await findOrderItems(db, [order.id])).get(order.id) ?? [];
  return {
    reference: order.reference,
    customerName: order.name,
    email: order.email,
    phone: order.phone,
    address: order.address,
    items,
    totalPaise: order.total_paise,
    notes: order.description,
    guest: Boolean(order.guest),
    toAccountAddress: await isAccountAddress({ db, userId: order.user_id, email: order.email }),
    locale: order.locale,
    trackingToken: order.tracking_token,
  };
}
