import type { Kysely } from 'kysely';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database, OrderEventKind } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';

export type OrderEvent = {
  id: number;
  kind: OrderEventKind;
  at: Date;
  actorEmail: string;
  carrier: string | null;
  expectedOn: string | null;
  text: string | null;
};

/**
 * An order's steps after confirmation, oldest first. `forStaff` (the back
 * office) adds the staff's notes and who took each step; the customer gets
 * neither.
 */
export async function findOrderEvents(
  db: Kysely<Database>,
  orderId: number,
  options: { forStaff: boolean },
): Promise<OrderEvent[]> {
  const rows = await db
    .selectFrom('order_events')
    .select(['id', 'kind', 'created_at', 'actor_email', 'carrier', 'expected_on', 'text'])
    .where('order_id', '=', orderId)
    .$if(!options.forStaff, (query) => query.where('kind', '!=', 'note'))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    at: row.created_at,
    actorEmail: options.forStaff ? row.actor_email : '',
    carrier: row.carrier,
    expectedOn: row.expected_on,
    text: row.text,
  }));
}

export const addOrderNoteErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/** A staff note on an order (who and when are kept with it); the customer never sees it. */
export async function addOrderNote(options: {
  db: Kysely<Database>;
  actor: StaffActor | null;
  orderId: number;
  text: string;
}): Promise<void> {
  assertPermission(options.actor, 'orders');
  const { db, actor, orderId } = options;
  await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND');
    await trx
      .insertInto('order_events')
      .values({ order_id: orderId, kind: 'note', actor_id: actor.userId, actor_email: actor.email, text: options.text })
      .execute();
  });
}
