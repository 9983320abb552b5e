import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import { isForeignKeyViolation } from '../db/constraint-errors';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';

export const deleteSubCategoryErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT');

/** Deletes a sub-category; one that still has products is refused (the database's foreign key guarantees it). */
export async function deleteSubCategory(options: {
  db: Kysely<Database>;
  actor: StaffActor | null;
  id: number;
}): Promise<void> {
  assertPermission(options.actor, 'catalogue');
  const { actor, id } = options;
  try {
    await options.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('sub_categories').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
      await trx.deleteFrom('sub_categories').where('id', '=', id).execute();
      await recordAudit(trx, {
        actor,
        action: 'delete',
        entity: 'sub_categories',
        entityId: id,
        before: { name: row.name },
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT');
    throw error;
  }
}
