import { type Kysely, sql } from 'kysely';
import type { TranslatedLocale } from '@/lib/i18n/locales';
import { decodeList } from '@/lib/lists';
import type { Database } from '../db/schema';
import { anyColumnContains } from '../db/text-search';
import { findTranslationsFor } from '../i18n/content-translations';

export const ADMIN_PRODUCTS_PER_PAGE = 50;

export type AdminProduct = {
  id: number;
  name: string;
  slug: string;
  description: string;
  imageUrl: string | null;
  pricePaise: number;
  discountPricePaise: number | null;
  discountPercentage: number | null;
  features: string[];
  subCategoryId: number;
  subCategoryName: string;
  subCategorySlug: string;
  categoryId: number | null;
  categoryName: string | null;
  /** Its Assamese and Hindi texts (read for the edit form only). */
  translations?: Partial<Record<TranslatedLocale, { name: string; description: string; features: string[] }>>;
};

export type AdminProductFilters = { query?: string; categoryId?: number; subCategoryId?: number; page?: number };

const productColumns = [
  'products.id',
  'products.name',
  'products.slug',
  'products.description',
  'products.image_url',
  'products.price_paise',
  'products.discount_price_paise',
  'products.discount_percentage',
  'products.features',
  'products.sub_category_id',
  'sub_categories.name as sub_category_name',
  'sub_categories.slug as sub_category_slug',
  'categories.id as category_id',
  'categories.name as category_name',
] as const;

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .innerJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
    .leftJoin('categories', 'categories.id', 'sub_categories.category_id');
}

function toAdminProduct(row: Record<string, unknown>): AdminProduct {
  return {
    id: Number(row.id),
    name: String(row.name),
    slug: String(row.slug),
    description: String(row.description ?? ''),
    imageUrl: (row.image_url as string | null) ?? null,
    pricePaise: Number(row.price_paise),
    discountPricePaise: row.discount_price_paise === null ? null : Number(row.discount_price_paise),
    discountPercentage: row.discount_percentage === null ? null : Number(row.discount_percentage),
    features: decodeList(row.features as string),
    subCategoryId: Number(row.sub_category_id),
    subCategoryName: String(row.sub_category_name),
    subCategorySlug: String(row.sub_category_slug),
    categoryId: row.category_id === null ? null : Number(row.category_id),
    categoryName: (row.category_name as string | null) ?? null,
  };
}

/** Spec §2.11 Products: newest first, search and both filters in the database, 50 a page, and the stat cards. */
export async function findAdminProducts(db: Kysely<Database>, filters: AdminProductFilters = {}) {
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const query = filters.query?.trim().slice(0, 100);
  let filtered = baseQuery(db);
  if (query) filtered = filtered.where(anyColumnContains(['products.name', 'products.description'], query));
  if (filters.categoryId) filtered = filtered.where('sub_categories.category_id', '=', filters.categoryId);
  if (filters.subCategoryId) filtered = filtered.where('products.sub_category_id', '=', filters.subCategoryId);
  const count = sql<number | string>`count(*)`.as('count');
  const [rows, matching, total, categories, subCategories] = await Promise.all([
    filtered
      .select(productColumns)
      .orderBy('products.created_at', 'desc')
      .orderBy('products.id', 'desc')
      .limit(ADMIN_PRODUCTS_PER_PAGE)
      .offset((page - 1) * ADMIN_PRODUCTS_PER_PAGE)
      .execute(),
    filtered.select(count).executeTakeFirstOrThrow(),
    db.selectFrom('products').select(count).executeTakeFirstOrThrow(),
    db.selectFrom('categories').select(count).executeTakeFirstOrThrow(),
    db.selectFrom('sub_categories').select(count).executeTakeFirstOrThrow(),
  ]);
  const filteredCount = Number(matching.count);
  return {
    rows: rows.map((row) => toAdminProduct(row as Record<string, unknown>)),
    page,
    pageCount: Math.max(1, Math.ceil(filteredCount / ADMIN_PRODUCTS_PER_PAGE)),
    stats: {
      total: Number(total.count),
      filtered: filteredCount,
      categories: Number(categories.count),
      subCategories: Number(subCategories.count),
    },
  };
}

export async function findAdminProduct(db: Kysely<Database>, id: number): Promise<AdminProduct | null> {
  const row = await baseQuery(db).select(productColumns).where('products.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const stored = (await findTranslationsFor(db, 'product_translations', [id])).get(id) ?? {};
  const translations: AdminProduct['translations'] = {};
  for (const [locale, texts] of Object.entries(stored) as [TranslatedLocale, Record<string, string>][]) {
    translations[locale] = {
      name: texts.name ?? '',
      description: texts.description ?? '',
      features: decodeList(texts.features),
    };
  }
  return { ...toAdminProduct(row as Record<string, unknown>), translations };
}
