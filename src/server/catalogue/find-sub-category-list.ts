import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export type SubCategoryListItem = {
  id: number;
  name: string;
  slug: string;
  categoryId: number;
  /** Null when the parent is missing (shown as "Unknown"). */
  categoryName: string | null;
  productCount: number;
};

export type ParentCategory = { id: number; name: string };

/** Spec §2.11 Categories: every sub-category with its parent's name and how many products it holds. */
export async function findSubCategoryList(db: Kysely<Database>): Promise<SubCategoryListItem[]> {
  const rows = await db
    .selectFrom('sub_categories')
    .leftJoin('categories', 'categories.id', 'sub_categories.category_id')
    .select([
      'sub_categories.id',
      'sub_categories.name',
      'sub_categories.slug',
      'sub_categories.category_id',
      'categories.name as category_name',
      sql<number | string>`(select count(*) from products where products.sub_category_id = sub_categories.id)`.as(
        'product_count',
      ),
    ])
    .orderBy('sub_categories.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    categoryId: row.category_id,
    categoryName: row.category_name,
    productCount: Number(row.product_count),
  }));
}

export async function findParentCategories(db: Kysely<Database>): Promise<ParentCategory[]> {
  return db.selectFrom('categories').select(['id', 'name']).orderBy('position').orderBy('id').execute();
}
