import type { Kysely } from 'kysely';
import type { SubCategoryInput } from '@/lib/schemas/catalogue';
import type { TranslationsInput } from '@/lib/schemas/translation-fields';
import { slugify } from '@/lib/slugs';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import { isUniqueViolation } from '../db/constraint-errors';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { writeTranslations } from '../i18n/content-translations';

export const saveSubCategoryErrors = declareErrors(
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'INVALID_INPUT',
  'PARENT_CATEGORY_NOT_FOUND',
  'NOT_FOUND',
  'CONFLICT',
);

/**
 * Adds or renames a sub-category (spec §2.11 Categories, /admin/add-sub-category).
 * Its address follows the name (spec §2.1: lower case, spaces to hyphens).
 * A name already used gives CONFLICT; a name without a letter or digit (no
 * address), INVALID_INPUT; a parent that does not exist, PARENT_CATEGORY_NOT_FOUND.
 * Its Assamese and Hindi names, when given, are saved with it.
 */
export async function saveSubCategory(options: {
  db: Kysely<Database>;
  actor: StaffActor | null;
  id?: number;
  input: SubCategoryInput;
  translations?: TranslationsInput<'name'>;
}): Promise<{ id: number; slug: string }> {
  assertPermission(options.actor, 'catalogue');
  const { actor, id, input } = options;
  const slug = slugify(input.name);
  if (!slug) throw new AppError('INVALID_INPUT');
  try {
    return await options.db.transaction().execute(async (trx) => {
      const parent = await trx
        .selectFrom('categories')
        .select('id')
        .where('id', '=', input.categoryId)
        .executeTakeFirst();
      if (!parent) throw new AppError('PARENT_CATEGORY_NOT_FOUND');
      const before =
        id === undefined
          ? undefined
          : await trx.selectFrom('sub_categories').selectAll().where('id', '=', id).executeTakeFirst();
      if (id !== undefined && !before) throw new AppError('NOT_FOUND');
      const row = before
        ? await trx
            .updateTable('sub_categories')
            .set({ name: input.name, slug, category_id: input.categoryId })
            .where('id', '=', before.id)
            .returning(['id', 'slug'])
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('sub_categories')
            .values({ name: input.name, slug, category_id: input.categoryId })
            .returning(['id', 'slug'])
            .executeTakeFirstOrThrow();
      if (options.translations) await writeTranslations(trx, 'sub_category_translations', row.id, options.translations);
      await recordAudit(trx, {
        actor,
        action: before ? 'update' : 'create',
        entity: 'sub_categories',
        entityId: row.id,
        before: before ? { name: before.name, category_id: before.category_id } : undefined,
        after: { name: input.name, category_id: input.categoryId },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT');
    throw error;
  }
}
