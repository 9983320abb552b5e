import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Locale } from '@/lib/i18n/locales';
import { slugify } from '@/lib/slugs';
import type { Database } from '../db/schema';
import { translateSubCategoryNames } from './translate-catalogue';

export type MenuCategory = { id: number; name: string; subCategories: { id: number; name: string; slug: string }[] };

/**
 * The Our Products menu: each category (in menu order) with its sub-categories
 * (by id), their names in a language (English by default). Spec §2.2: if loading
 * fails the menu stays empty; the failure is logged.
 */
export async function findMenuCategories(
  db: Kysely<Database>,
  logger: Logger,
  locale: Locale,
): Promise<MenuCategory[]> {
  try {
    const rows = await db
      .selectFrom('categories')
      .leftJoin('sub_categories', 'sub_categories.category_id', 'categories.id')
      .select([
        'categories.id as categoryId',
        'categories.name as categoryName',
        'sub_categories.id as subCategoryId',
        'sub_categories.name as subCategoryName',
        'sub_categories.slug as subCategorySlug',
      ])
      .orderBy('categories.position')
      .orderBy('categories.id')
      .orderBy('sub_categories.id')
      .execute();
    const categories = new Map<number, MenuCategory>();
    for (const row of rows) {
      let category = categories.get(row.categoryId);
      if (!category) {
        category = { id: row.categoryId, name: row.categoryName, subCategories: [] };
        categories.set(row.categoryId, category);
      }
      if (row.subCategoryId !== null && row.subCategoryName !== null) {
        category.subCategories.push({
          id: row.subCategoryId,
          name: row.subCategoryName,
          slug: row.subCategorySlug ?? slugify(row.subCategoryName),
        });
      }
    }
    const menu = [...categories.values()];
    const names = new Map(
      (
        await translateSubCategoryNames(
          db,
          menu.flatMap((category) => category.subCategories),
          locale,
        )
      ).map((sub) => [sub.id, sub.name]),
    );
    return menu.map((category) => ({
      ...category,
      subCategories: category.subCategories.map((sub) => ({ ...sub, name: names.get(sub.id) ?? sub.name })),
    }));
  } catch (error) {
    logger.error({ err: error }, 'could not load the product menu');
    return [];
  }
}
