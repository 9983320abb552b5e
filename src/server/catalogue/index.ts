import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '../db';
import { getLogger } from '../logger';
import { findCataloguePaths } from './find-catalogue-paths';
import { findMenuCategories } from './find-menu-categories';
import { findProduct } from './find-product';
import { findProducts } from './find-products';
import { findFirstSubCategorySlug, findSubCategory } from './find-sub-category';

/** Catalogue reads carry this tag; catalogue edits revalidate it. */
export const CATALOGUE_TAG = 'catalogue';

const options = { tags: [CATALOGUE_TAG], revalidate: 3600 };

// Each reader reads in the language of the page (or action) asking, English by default;
// the language is an argument of the cached function, so each language has its own entry.

const cachedMenuCategories = unstable_cache(
  async (locale: Locale) => findMenuCategories(getDb(), getLogger(), locale),
  ['menu-categories'],
  options,
);
export const readMenuCategories = (locale: Locale) => cachedMenuCategories(locale);

// The readers below throw on a database failure (never cached); pages show the spec's message.
const cachedSubCategory = unstable_cache(
  async (slug: string, locale: Locale) => (await findSubCategory(getDb(), slug, locale)) ?? null,
  ['sub-category'],
  options,
);
export const readSubCategory = (slug: string, locale: Locale) => cachedSubCategory(slug, locale);

export const readFirstSubCategorySlug = unstable_cache(
  async () => (await findFirstSubCategorySlug(getDb())) ?? null,
  ['first-sub-category'],
  options,
);

const cachedProducts = unstable_cache(
  async (subCategoryId: number, page: number, locale: Locale) => findProducts(getDb(), { subCategoryId, page, locale }),
  ['products-page'],
  options,
);
export const readProducts = (subCategoryId: number, page: number, locale: Locale) =>
  cachedProducts(subCategoryId, page, locale);

const cachedProduct = unstable_cache(
  async (subCategorySlug: string, productSlug: string, locale: Locale) =>
    (await findProduct(getDb(), { subCategorySlug, productSlug, locale })) ?? null,
  ['product'],
  options,
);
export const readProduct = (subCategorySlug: string, productSlug: string, locale: Locale) =>
  cachedProduct(subCategorySlug, productSlug, locale);

/** Every sub-category's and product's page, for the sitemap: tagged, so a catalogue edit reaches it at once. */
export const readCataloguePaths = unstable_cache(async () => findCataloguePaths(getDb()), ['catalogue-paths'], options);
