import type { MetadataRoute } from 'next';
import { LOCALES, languageAlternates, localePath } from '@/lib/i18n/locales';
import { INDEXED_PAGES } from '@/lib/public-pages';
import { readPostPaths } from '@/server/blog';
import { readCataloguePaths } from '@/server/catalogue';
import { getConfig } from '@/server/config';
import { getLogger } from '@/server/logger';

/**
 * Rebuilt at once when the catalogue or the blog changes: its reads carry their
 * tags, which every admin edit of them revalidates (the route's cached copy
 * carries the tags of the reads it made). The hour is only a backstop.
 */
export const revalidate = 3600;

/** The marketing pages, every sub-category and product, the blog and its published posts, in English, Assamese and Hindi. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { baseUrl } = getConfig();
  let dynamicPaths: string[] = [];
  try {
    const [catalogue, posts] = await Promise.all([readCataloguePaths(), readPostPaths()]);
    dynamicPaths = [...catalogue, ...posts];
  } catch (error) {
    getLogger().error({ err: error }, 'could not list the catalogue and the blog for the sitemap');
  }
  const absolute = (path: string) => `${baseUrl}${path === '/' ? '' : path}`;
  // Every page in each language, each entry naming the others (hreflang) and x-default, as the pages do.
  return [...INDEXED_PAGES, ...dynamicPaths].flatMap((page) => {
    const languages = languageAlternates(page, absolute);
    return LOCALES.map((locale) => ({ url: absolute(localePath(locale, page)), alternates: { languages } }));
  });
}
