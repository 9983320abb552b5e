import type { MetadataRoute } from 'next';
import { INDEXED_PAGES } from '@/lib/public-pages';
import { findCataloguePaths } from '@/server/catalogue/find-catalogue-paths';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { getLogger } from '@/server/logger';

export const revalidate = 3600;

/** The marketing pages, then every sub-category and product (one sitemap holds up to 50,000 addresses). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { baseUrl } = getConfig();
  let catalogue: string[] = [];
  try {
    catalogue = await findCataloguePaths(getDb());
  } catch (error) {
    getLogger().error({ err: error }, 'could not list the catalogue for the sitemap');
  }
  return [...INDEXED_PAGES, ...catalogue].map((page) => ({ url: `${baseUrl}${page === '/' ? '' : page}` }));
}
