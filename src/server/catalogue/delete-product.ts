import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { deletePictureOf } from '../storage/change-picture';
import type { FileStorage } from '../storage/file-storage';

export const deleteProductErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/** Spec §2.11 product delete. Orders keep the product's name and price (their link becomes empty). */
export async function deleteProduct(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: StaffActor | null;
  id: number;
}): Promise<void> {
  assertPermission(options.actor, 'catalogue');
  const { actor, id } = options;
  const imageUrl = await options.db.transaction().execute(async (trx) => {
    const product = await trx.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    if (!product) throw new AppError('NOT_FOUND');
    await trx.deleteFrom('products').where('id', '=', id).execute();
    await recordAudit(trx, {
      actor,
      action: 'delete',
      entity: 'products',
      entityId: id,
      before: { name: product.name, slug: product.slug, price_paise: product.price_paise },
    });
    return product.image_url;
  });
  await deletePictureOf(options.storage, options.logger, imageUrl);
}
