import type { Kysely } from 'kysely';
import type { OrderTaxDetailsInput } from '@/lib/schemas/billing';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';

export const setOrderTaxDetailsErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT');

/**
 * The order desk sets where an order is supplied (the delivery state) and the
 * buyer's GSTIN, as the customer gave them, before its bill is issued; a billed
 * order keeps what its bill says (CONFLICT). Audited.
 */
export async function setOrderTaxDetails(options: {
  db: Kysely<Database>;
  actor: StaffActor | null;
  id: number;
  input: OrderTaxDetailsInput;
}): Promise<void> {
  const { actor, id, input } = options;
  assertPermission(actor, 'orders');
  await options.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['place_of_supply', 'buyer_gstin'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND');
    const billed = await trx.selectFrom('bills').select('id').where('order_id', '=', id).executeTakeFirst();
    if (billed) throw new AppError('CONFLICT');
    await trx
      .updateTable('orders')
      .set({
        place_of_supply: input.placeOfSupply,
        buyer_gstin: input.buyerGstin,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'tax-details',
      entity: 'orders',
      entityId: id,
      before: order,
      after: { place_of_supply: input.placeOfSupply, buyer_gstin: input.buyerGstin },
    });
  });
}
