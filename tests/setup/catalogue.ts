import type { Kysely } from 'kysely';
import { slugify } from '@/lib/slugs';
import type { Database } from '@/server/db/schema';

/**
 * A product to order, in a sub-category and category of its own (named as
 * given, or after a fish seed), written straight into the catalogue's tables.
 * Returns the product's id.
 */
export async function insertProduct(
  db: Kysely<Database>,
  product: { category?: string; subCategory?: string; name?: string; pricePaise?: number } = {},
): Promise<number> {
  const categoryName = product.category ?? 'Seed';
  const subCategoryName = product.subCategory ?? 'Fingerlings';
  const name = product.name ?? 'Rohu Fingerlings';
  const category = await db
    .insertInto('categories')
    .values({ name: categoryName, slug: slugify(categoryName) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sub = await db
    .insertInto('sub_categories')
    .values({ name: subCategoryName, slug: slugify(subCategoryName), category_id: category.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('products')
    .values({ name, slug: slugify(name), price_paise: product.pricePaise ?? 80_000, sub_category_id: sub.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
