import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/locales';
import { decodeList } from '@/lib/lists';
import type { Database } from '../db/schema';
import { filled } from '../i18n/content-translations';
import type { Product } from './product';

/** The translations of these products in a language, by product id (one query). */
async function productTranslations(db: Kysely<Database>, ids: readonly number[], locale: Locale) {
  if (locale === 'en' || ids.length === 0) return new Map<number, never>();
  const rows = await db
    .selectFrom('product_translations')
    .select(['product_id', 'name', 'description', 'features'])
    .where('locale', '=', locale)
    .where('product_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.product_id, row]));
}

/**
 * Products in a language: the translated name, description and features where
 * the office wrote them (each field on its own), the English ones elsewhere.
 * `locale` tells which language the name is in, for the page's `lang`.
 */
export async function translateProducts(db: Kysely<Database>, products: Product[], locale: Locale): Promise<Product[]> {
  const byProduct = await productTranslations(
    db,
    products.map((product) => product.id),
    locale,
  );
  return products.map((product) => {
    const row = byProduct.get(product.id);
    if (!row) return product;
    const features = decodeList(row.features);
    return {
      ...product,
      name: filled(row.name, product.name),
      description: filled(row.description, product.description),
      features: features.length > 0 ? features : product.features,
      locale,
    };
  });
}

/** Anything carrying a product's id and name (the chat's price lines), with the name in a language. */
export async function translateProductNames<Item extends { id: number; name: string }>(
  db: Kysely<Database>,
  items: Item[],
  locale: Locale,
): Promise<Item[]> {
  const byProduct = await productTranslations(
    db,
    items.map((item) => item.id),
    locale,
  );
  return items.map((item) => ({ ...item, name: filled(byProduct.get(item.id)?.name, item.name) }));
}

/** Sub-categories (or anything carrying a sub-category's id and name) with their names in a language. */
export async function translateSubCategoryNames<Item extends { id: number; name: string }>(
  db: Kysely<Database>,
  items: Item[],
  locale: Locale,
): Promise<Item[]> {
  if (locale === 'en' || items.length === 0) return items;
  const rows = await db
    .selectFrom('sub_category_translations')
    .select(['sub_category_id', 'name'])
    .where('locale', '=', locale)
    .where(
      'sub_category_id',
      'in',
      items.map((item) => item.id),
    )
    .execute();
  const names = new Map(rows.map((row) => [row.sub_category_id, row.name]));
  return items.map((item) => ({ ...item, name: filled(names.get(item.id), item.name) }));
}
