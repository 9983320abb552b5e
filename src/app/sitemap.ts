import type { MetadataRoute } from 'next';
import { INDEXED_PAGES } from '@/lib/public-pages';
import { findPostPaths } from '@/server/blog/find-post-paths';
import { findCataloguePaths } from '@/server/catalogue/find-catalogue-paths';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { getLogger } from '@/server/logger';

export const revalidate = 3600;

/** The marketing pages, every sub-category and product, the blog and its published posts (up to 50,000 addresses). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { baseUrl } = getConfig();
  let dynamicPaths: string[] = [];
  try {
    const [catalogue, posts] = await Promise.all([findCataloguePaths(getDb()), findPostPaths(getDb())]);
    dynamicPaths = [...catalogue, ...posts];
  } catch (error) {
    getLogger().error({ err: error }, 'could not list the catalogue and the blog for the sitemap');
  }
  return [...INDEXED_PAGES, ...dynamicPaths].map((page) => ({ url: `${baseUrl}${page === '/' ? '' : page}` }));
}
