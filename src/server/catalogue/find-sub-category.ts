import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/schema';
import { translateSubCategoryNames } from './translate-catalogue';

export type SubCategory = { id: number; name: string; slug: string; categoryName: string };

/** The sub-category with this slug (its name in a language, English by default) and the name of its category, or undefined. */
export async function findSubCategory(
  db: Kysely<Database>,
  slug: string,
  locale: Locale,
): Promise<SubCategory | undefined> {
  const row = await db
    .selectFrom('sub_categories')
    .innerJoin('categories', 'categories.id', 'sub_categories.category_id')
    .select(['sub_categories.id', 'sub_categories.name', 'sub_categories.slug', 'categories.name as categoryName'])
    .where('sub_categories.slug', '=', slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const [subCategory] = await translateSubCategoryNames(db, [row], locale);
  return subCategory;
}

/** Spec §7.2: the sub-category with the lowest id (where /products leads). */
export async function findFirstSubCategorySlug(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db.selectFrom('sub_categories').select('slug').orderBy('id').limit(1).executeTakeFirst();
  return row?.slug;
}
