import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import { isForeignKeyViolation } from '../db/constraint-errors';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';

export const deleteBlogCategoryErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT');

/** Deletes a blog category; one with posts is refused by the database (CONFLICT). */
export async function deleteBlogCategory(options: { db: Kysely<Database>; actor: StaffActor | null; id: number }) {
  assertPermission(options.actor, 'blog');
  const { actor, id } = options;
  try {
    await options.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('blog_categories').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
      await trx.deleteFrom('blog_categories').where('id', '=', id).execute();
      await recordAudit(trx, {
        actor,
        action: 'delete',
        entity: 'blog_categories',
        entityId: id,
        before: { name: row.name },
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT');
    throw error;
  }
}
