import type { MetadataRoute } from 'next';
import { LOCALE_TAGS, LOCALES, localePath } from '@/lib/i18n/locales';
import { INDEXED_PAGES } from '@/lib/public-pages';
import { findPostPaths } from '@/server/blog/find-post-paths';
import { findCataloguePaths } from '@/server/catalogue/find-catalogue-paths';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { getLogger } from '@/server/logger';

export const revalidate = 3600;

/** The marketing pages, every sub-category and product, the blog and its published posts, in English, Assamese and Hindi. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { baseUrl } = getConfig();
  let dynamicPaths: string[] = [];
  try {
    const [catalogue, posts] = await Promise.all([findCataloguePaths(getDb()), findPostPaths(getDb())]);
    dynamicPaths = [...catalogue, ...posts];
  } catch (error) {
    getLogger().error({ err: error }, 'could not list the catalogue and the blog for the sitemap');
  }
  const absolute = (path: string) => `${baseUrl}${path === '/' ? '' : path}`;
  // Every page in each language, each entry naming the others (hreflang) for search engines.
  return [...INDEXED_PAGES, ...dynamicPaths].flatMap((page) => {
    const languages = Object.fromEntries(
      LOCALES.map((locale) => [LOCALE_TAGS[locale], absolute(localePath(locale, page))]),
    );
    return LOCALES.map((locale) => ({ url: absolute(localePath(locale, page)), alternates: { languages } }));
  });
}
