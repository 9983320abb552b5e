import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import { assertAdmin } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';

/** Spec §2.11 order delete, with the deleted order kept in the audit trail. Throws NOT_FOUND when it is gone. */
export async function deleteOrder(options: {
  db: Kysely<Database>;
  actor: { userId: string; email: string; isAdmin: boolean } | null;
  id: number;
}): Promise<void> {
  assertAdmin(options.actor);
  const { actor, id } = options;
  await options.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND');
    await trx.deleteFrom('orders').where('id', '=', id).execute();
    const { idempotency_key: _key, ...kept } = order;
    await recordAudit(trx, { actor, action: 'delete', entity: 'orders', entityId: id, before: kept });
  });
}
