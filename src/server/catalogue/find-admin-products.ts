import { type Kysely, sql } from 'kysely';
import { type GstClass, isGstClass, isUnit, type Unit } from '@/lib/gst/tax-facts';
import type { TranslatedLocale } from '@/lib/i18n/locales';
import { decodeList } from '@/lib/lists';
import type { Database } from '../db/schema';
import { anyColumnContains } from '../db/text-search';
import { findTranslationsFor } from '../i18n/content-translations';
import { type Product, productColumns, toProduct } from './product';

export const ADMIN_PRODUCTS_PER_PAGE = 50;

/** A product as the back office lists it: with its place in the catalogue. */
export type AdminProduct = Product & {
  subCategoryName: string;
  subCategorySlug: string;
  categoryId: number | null;
  categoryName: string | null;
  /** The tax facts; a product without an HSN code or a GST class cannot be billed. */
  hsnCode: string | null;
  gstClass: GstClass | null;
  unit: Unit;
  /** Its Assamese and Hindi texts (read for the edit form only). */
  translations?: Partial<Record<TranslatedLocale, { name: string; description: string; features: string[] }>>;
};

export type AdminProductFilters = { query?: string; categoryId?: number; subCategoryId?: number; page?: number };

const adminProductColumns = [
  ...productColumns,
  'sub_categories.name as sub_category_name',
  'sub_categories.slug as sub_category_slug',
  'categories.id as category_id',
  'categories.name as category_name',
  'products.hsn_code',
  'products.gst_class',
  'products.unit',
] as const;

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .innerJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
    .leftJoin('categories', 'categories.id', 'sub_categories.category_id');
}

type AdminProductRow = Parameters<typeof toProduct>[0] & {
  sub_category_name: string;
  sub_category_slug: string;
  category_id: number | null;
  category_name: string | null;
  hsn_code: string | null;
  gst_class: string | null;
  unit: string;
};

function toAdminProduct(row: AdminProductRow): AdminProduct {
  return {
    ...toProduct(row),
    subCategoryName: row.sub_category_name,
    subCategorySlug: row.sub_category_slug,
    categoryId: row.category_id,
    categoryName: row.category_name,
    hsnCode: row.hsn_code,
    gstClass: row.gst_class !== null && isGstClass(row.gst_class) ? row.gst_class : null,
    unit: isUnit(row.unit) ? row.unit : 'NOS',
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
      .select(adminProductColumns)
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
    rows: rows.map(toAdminProduct),
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
  const row = await baseQuery(db).select(adminProductColumns).where('products.id', '=', id).executeTakeFirst();
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
  return { ...toAdminProduct(row), translations };
}
