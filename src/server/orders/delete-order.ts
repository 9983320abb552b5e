import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { deleteMessagesAbout } from '../outbox/enqueue-messages';

export const deleteOrderErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT');

/**
 * Spec §2.11 order delete, with the deleted order and its lines kept in the
 * audit trail; its messages go with it. Throws NOT_FOUND when it is gone, and
 * CONFLICT for an order with a bill: a bill is never deleted (GST), nor the
 * order it bills.
 */
export async function deleteOrder(options: {
  db: Kysely<Database>;
  actor: StaffActor | null;
  id: number;
}): Promise<void> {
  assertPermission(options.actor, 'orders');
  const { actor, id } = options;
  await options.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND');
    const bill = await trx.selectFrom('bills').select('id').where('order_id', '=', id).executeTakeFirst();
    if (bill) throw new AppError('CONFLICT');
    const items = await trx
      .selectFrom('order_items')
      .select(['product_id', 'product_name', 'unit_price_paise', 'quantity', 'total_paise'])
      .where('order_id', '=', id)
      .orderBy('position')
      .execute();
    // Its lines go with it (ON DELETE CASCADE); the audit line keeps both.
    await trx.deleteFrom('orders').where('id', '=', id).execute();
    await deleteMessagesAbout(trx, 'orders', [id]);
    const { idempotency_key: _key, ...kept } = order;
    await recordAudit(trx, { actor, action: 'delete', entity: 'orders', entityId: id, before: { ...kept, items } });
  });
}
