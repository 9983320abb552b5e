import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/schema';
import { type Product, productColumns, toProduct } from './product';
import { translateProducts } from './translate-catalogue';

export const PRODUCTS_PER_PAGE = 24;

export type ProductPage = { products: Product[]; total: number; page: number; pageCount: number };

/**
 * One page of a sub-category's products, newest first (the index
 * products_sub_category_created_idx serves both the page and the count).
 * A page past the end is empty, with the real page count. In a language, English by default.
 */
export async function findProducts(
  db: Kysely<Database>,
  options: { subCategoryId: number; page: number; locale?: Locale },
): Promise<ProductPage> {
  const page = Math.max(1, Math.floor(options.page));
  const [rows, count] = await Promise.all([
    db
      .selectFrom('products')
      .select(productColumns)
      .where('products.sub_category_id', '=', options.subCategoryId)
      .orderBy('products.created_at', 'desc')
      .orderBy('products.id', 'desc')
      .limit(PRODUCTS_PER_PAGE)
      .offset((page - 1) * PRODUCTS_PER_PAGE)
      .execute(),
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('products.sub_category_id', '=', options.subCategoryId)
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return {
    products: await translateProducts(db, rows.map(toProduct), options.locale ?? 'en'),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE)),
  };
}
