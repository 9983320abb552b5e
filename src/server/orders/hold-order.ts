import type { Selectable, Transaction } from 'kysely';
import type { Database, OrderTable } from '../db/schema';
import { AppError } from '../errors/app-error';

/**
 * Writes the order's row first in the caller's transaction, so it is held until
 * that transaction ends: a second bill, payment or report for the same order,
 * from any server, waits its turn and then sees this one's work. The order as
 * it is; NOT_FOUND when there is none.
 */
export async function holdOrder(
  trx: Transaction<Database>,
  orderId: number,
  at: Date = new Date(),
): Promise<Selectable<OrderTable>> {
  const order = await trx
    .updateTable('orders')
    .set({ updated_at: at.toISOString() })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}
