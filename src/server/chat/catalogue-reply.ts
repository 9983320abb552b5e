import { type Kysely, sql } from 'kysely';
import type { ChatPart, ChatReply } from '@/lib/chat-reply';
import { type Locale, localePath } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { discountedPricePaise } from '@/lib/money';
import { translateProductNames, translateSubCategoryNames } from '../catalogue/translate-catalogue';
import type { Database } from '../db/schema';
import { buildCatalogueIndex, type CatalogueIndex, rankProducts } from './rank-products';

/**
 * The chat helper's answers from the catalogue: products named in a question
 * with their prices today, and the products of a list a known answer points at
 * ("/testing-kits"). Names, prices and discounts are read from the database at
 * question time, so an admin's change answers at once. Words, links and names
 * are in the asking page's language: a product's or a sub-category's
 * translation when there is one, else its English name.
 */

/** A few products at most: a chat bubble on a phone, not a catalogue page. */
export const CHAT_PRODUCTS_SHOWN = 3;

type IndexedCatalogue = { signature: string; index: CatalogueIndex };

/**
 * The names' word index, kept per database handle and rebuilt when the
 * products change: one small aggregate per question (count, last id, last
 * change) tells, so 10,000 names are not read for every question, and every
 * server notices another server's edit at its next question.
 */
const indexes = new WeakMap<Kysely<Database>, IndexedCatalogue>();

async function catalogueIndex(db: Kysely<Database>): Promise<CatalogueIndex> {
  const state = await db
    .selectFrom('products')
    .select([
      sql<number | string>`count(*)`.as('count'),
      sql<number | null>`max(id)`.as('last_id'),
      // Not named *_at: SQLite's timestamps plugin leaves it as text, which is all a signature needs.
      sql<Date | string | null>`max(updated_at)`.as('last_change'),
    ])
    .executeTakeFirstOrThrow();
  const lastChange = state.last_change instanceof Date ? state.last_change.getTime() : String(state.last_change);
  const signature = `${state.count}|${state.last_id}|${lastChange}`;
  const cached = indexes.get(db);
  if (cached?.signature === signature) return cached.index;
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'sub_category_id as subCategoryId'])
    .orderBy('id')
    .execute();
  const index = buildCatalogueIndex(rows);
  indexes.set(db, { signature, index });
  return index;
}

async function subCategoriesOf(db: Kysely<Database>) {
  return db.selectFrom('sub_categories').select(['id', 'name', 'slug']).orderBy('id').execute();
}

type PricedProduct = {
  id: number;
  name: string;
  slug: string;
  pricePaise: number;
  discountPricePaise: number | null;
  discountPercentage: number | null;
  subCategoryName: string;
  subCategorySlug: string;
};

/** The products as they are now, in the order of `ids`, named in `locale`. */
async function pricedProducts(db: Kysely<Database>, ids: readonly number[], locale: Locale): Promise<PricedProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .innerJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
    .select([
      'products.id',
      'products.name',
      'products.slug',
      'products.price_paise as pricePaise',
      'products.discount_price_paise as discountPricePaise',
      'products.discount_percentage as discountPercentage',
      'sub_categories.id as subCategoryId',
      'sub_categories.name as subCategoryName',
      'sub_categories.slug as subCategorySlug',
    ])
    .where('products.id', 'in', [...ids])
    .execute();
  const subCategories = [...new Map(rows.map((row) => [row.subCategoryId, row.subCategoryName]))].map(
    ([subCategoryId, name]) => ({ id: subCategoryId, name }),
  );
  const [named, subCategoryNames] = await Promise.all([
    translateProductNames(db, rows, locale),
    translateSubCategoryNames(db, subCategories, locale),
  ]);
  const byId = new Map(named.map((row) => [row.id, row]));
  const listNames = new Map(subCategoryNames.map((sub) => [sub.id, sub.name]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    // PostgreSQL returns numeric columns as text.
    const percentage = row.discountPercentage === null ? null : Number(row.discountPercentage);
    return [
      {
        id: row.id,
        name: row.name,
        slug: row.slug,
        pricePaise: row.pricePaise,
        discountPricePaise: row.discountPricePaise,
        discountPercentage: percentage,
        subCategoryName: listNames.get(row.subCategoryId) ?? row.subCategoryName,
        subCategorySlug: row.subCategorySlug,
      },
    ];
  });
}

function productPart(product: PricedProduct, locale: Locale): ChatPart {
  const now = discountedPricePaise(product);
  return {
    type: 'product',
    name: product.name,
    href: localePath(locale, `/products/${product.subCategorySlug}/${product.slug}`),
    pricePaise: now,
    fullPricePaise: now < product.pricePaise ? product.pricePaise : null,
  };
}

/** Product lines, then a link to each list they come from. */
function productParts(products: readonly PricedProduct[], locale: Locale): ChatPart[] {
  const lists = new Map(products.map((product) => [product.subCategorySlug, product.subCategoryName]));
  return [
    ...products.map((product) => productPart(product, locale)),
    ...[...lists].map(
      ([slug, name]): ChatPart => ({
        type: 'link',
        label: translate(locale, 'chat.answers.allOf', { name }),
        href: localePath(locale, `/products/${slug}`),
      }),
    ),
  ];
}

/**
 * The products a question names, with their prices. `everyWord`: only
 * products holding every naming word (for a question that asks no price).
 * Null when nothing in the catalogue matches.
 */
export async function findCatalogueReply(options: {
  db: Kysely<Database>;
  naming: readonly string[];
  everyWord: boolean;
  locale?: Locale;
}): Promise<ChatReply | null> {
  const locale = options.locale ?? 'en';
  if (options.naming.length === 0) return null;
  const [index, subCategories] = await Promise.all([catalogueIndex(options.db), subCategoriesOf(options.db)]);
  const ranked = rankProducts({ index, subCategories, naming: options.naming, everyWord: options.everyWord });
  const products = await pricedProducts(
    options.db,
    ranked.slice(0, CHAT_PRODUCTS_SHOWN).map((product) => product.id),
    locale,
  );
  if (products.length === 0) return null;
  return {
    kind: 'catalogue',
    answer: translate(locale, 'chat.answers.prices'),
    parts: productParts(products, locale),
  };
}

/** A price question naming nothing we sell: say so and point to the catalogue, not the generic fallback. */
export function notInCatalogueReply(naming: readonly string[], locale: Locale = 'en'): ChatReply {
  return {
    kind: 'catalogue',
    answer: naming.length
      ? translate(locale, 'chat.answers.notInCatalogue', { name: naming.join(' ') })
      : translate(locale, 'chat.answers.priceList'),
    parts: [
      { type: 'link', label: translate(locale, 'chat.answers.browseCatalogue'), href: localePath(locale, '/products') },
    ],
  };
}

/** The catalogue lists a known answer may point at: a sub-category's page, or the Testing Kits page. */
const LIST_PATH = /(?<![\w/])\/(?:testing-kits|products\/([a-z0-9-]+))(?![\w/-])/;

/**
 * A known answer pointing at a list of the catalogue ("… see /testing-kits")
 * gets a few of its products with their prices: those the question names
 * first, then the newest. Nothing when the list is gone or empty.
 */
export async function listProductParts(options: {
  db: Kysely<Database>;
  answer: string;
  naming: readonly string[];
  locale?: Locale;
}): Promise<ChatPart[]> {
  const locale = options.locale ?? 'en';
  const path = LIST_PATH.exec(options.answer);
  if (!path) return [];
  const slug = path[1] ?? 'testing-kits';
  const subCategory = await options.db
    .selectFrom('sub_categories')
    .select(['id', 'name'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!subCategory) return [];

  let named: number[] = [];
  if (options.naming.length > 0) {
    const [index, subCategories] = await Promise.all([catalogueIndex(options.db), subCategoriesOf(options.db)]);
    named = rankProducts({ index, subCategories, naming: options.naming })
      .filter((product) => product.wordsInName > 0 && index.products.get(product.id)?.subCategoryId === subCategory.id)
      .slice(0, CHAT_PRODUCTS_SHOWN)
      .map((product) => product.id);
  }
  const newest =
    named.length < CHAT_PRODUCTS_SHOWN
      ? await options.db
          .selectFrom('products')
          .select('id')
          .where('sub_category_id', '=', subCategory.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(CHAT_PRODUCTS_SHOWN * 2)
          .execute()
      : [];
  const ids = [...new Set([...named, ...newest.map((row) => row.id)])].slice(0, CHAT_PRODUCTS_SHOWN);
  const products = await pricedProducts(options.db, ids, locale);
  if (products.length === 0) return [];
  return [{ type: 'text', text: translate(locale, 'chat.answers.inCatalogue') }, ...productParts(products, locale)];
}
