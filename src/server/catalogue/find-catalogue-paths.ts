import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Every sub-category and product page, for the sitemap. */
export async function findCataloguePaths(db: Kysely<Database>): Promise<string[]> {
  const [subCategories, products] = await Promise.all([
    db.selectFrom('sub_categories').select('slug').orderBy('id').execute(),
    db
      .selectFrom('products')
      .innerJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
      .select(['sub_categories.slug as subCategorySlug', 'products.slug'])
      .orderBy('products.id')
      .limit(45_000)
      .execute(),
  ]);
  return [
    ...subCategories.map((row) => `/products/${row.slug}`),
    ...products.map((row) => `/products/${row.subCategorySlug}/${row.slug}`),
  ];
}
