import type { Locale } from '@/lib/i18n/locales';
import { decodeList } from '@/lib/lists';

/** A product as the public pages and the order rules see it. Money in paise. */
export type Product = {
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
  /** The language of its name and description: English until a translation is shown (see translate-catalogue.ts). */
  locale: Locale;
};

export const productColumns = [
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
] as const;

type ProductRow = {
  id: number;
  name: string;
  slug: string;
  description: string;
  image_url: string | null;
  price_paise: number;
  discount_price_paise: number | null;
  discount_percentage: number | null;
  features: string;
  sub_category_id: number;
};

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageUrl: row.image_url,
    pricePaise: row.price_paise,
    discountPricePaise: row.discount_price_paise,
    discountPercentage: row.discount_percentage === null ? null : Number(row.discount_percentage),
    features: decodeList(row.features),
    subCategoryId: row.sub_category_id,
    locale: 'en',
  };
}
