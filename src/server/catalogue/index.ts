import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '../db';
import { getLogger } from '../logger';
import { findMenuCategories } from './find-menu-categories';
import { findProduct } from './find-product';
import { findProducts } from './find-products';
import { findFirstSubCategorySlug, findSubCategory } from './find-sub-category';

/** Catalogue reads carry this tag; catalogue edits revalidate it. */
export const CATALOGUE_TAG = 'catalogue';

const options = { tags: [CATALOGUE_TAG], revalidate: 3600 };

export const readMenuCategories = unstable_cache(
  async () => findMenuCategories(getDb(), getLogger()),
  ['menu-categories'],
  options,
);

// The readers below throw on a database failure (never cached); pages show the spec's message.
export const readSubCategory = unstable_cache(
  async (slug: string) => (await findSubCategory(getDb(), slug)) ?? null,
  ['sub-category'],
  options,
);

export const readFirstSubCategorySlug = unstable_cache(
  async () => (await findFirstSubCategorySlug(getDb())) ?? null,
  ['first-sub-category'],
  options,
);

export const readProducts = unstable_cache(
  async (subCategoryId: number, page: number) => findProducts(getDb(), { subCategoryId, page }),
  ['products-page'],
  options,
);

export const readProduct = unstable_cache(
  async (subCategorySlug: string, productSlug: string) =>
    (await findProduct(getDb(), { subCategorySlug, productSlug })) ?? null,
  ['product'],
  options,
);
