import type { Kysely } from 'kysely';
import { slugify } from '@/lib/slugs';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import { isUniqueViolation } from '../db/constraint-errors';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';

export const saveBlogCategoryErrors = declareErrors(
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'INVALID_INPUT',
  'NOT_FOUND',
  'CONFLICT',
);

/** Adds or renames a blog category (Manage Categories); the slug follows the name. A name in use gives CONFLICT. */
export async function saveBlogCategory(options: {
  db: Kysely<Database>;
  actor: StaffActor | null;
  id?: number;
  name: string;
}) {
  assertPermission(options.actor, 'blog');
  const { actor, id, name } = options;
  const slug = slugify(name);
  if (!slug) throw new AppError('INVALID_INPUT');
  try {
    await options.db.transaction().execute(async (trx) => {
      const before =
        id === undefined
          ? undefined
          : await trx.selectFrom('blog_categories').selectAll().where('id', '=', id).executeTakeFirst();
      if (id !== undefined && !before) throw new AppError('NOT_FOUND');
      const row = before
        ? await trx
            .updateTable('blog_categories')
            .set({ name, slug })
            .where('id', '=', before.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        : await trx.insertInto('blog_categories').values({ name, slug }).returning('id').executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actor,
        action: before ? 'update' : 'create',
        entity: 'blog_categories',
        entityId: row.id,
        before: before ? { name: before.name } : undefined,
        after: { name },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT');
    throw error;
  }
}
