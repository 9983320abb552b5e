import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/schema';
import { type Product, productColumns, toProduct } from './product';
import { translateProducts } from './translate-catalogue';

/** A product by its slug within a sub-category (both must match), in a language (English by default), or undefined. */
export async function findProduct(
  db: Kysely<Database>,
  options: { subCategorySlug: string; productSlug: string; locale?: Locale },
): Promise<Product | undefined> {
  const row = await db
    .selectFrom('products')
    .innerJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
    .select(productColumns)
    .where('sub_categories.slug', '=', options.subCategorySlug)
    .where('products.slug', '=', options.productSlug)
    .executeTakeFirst();
  if (!row) return undefined;
  const [product] = await translateProducts(db, [toProduct(row)], options.locale ?? 'en');
  return product;
}

/** A product by id, for the order rules. */
export async function findProductById(db: Kysely<Database>, id: number): Promise<Product | undefined> {
  const row = await db.selectFrom('products').select(productColumns).where('products.id', '=', id).executeTakeFirst();
  return row ? toProduct(row) : undefined;
}
