import type { MetadataRoute } from 'next';
import { INDEXED_PAGES } from '@/lib/public-pages';
import { getConfig } from '@/server/config';

export default function sitemap(): MetadataRoute.Sitemap {
  const { baseUrl } = getConfig();
  return INDEXED_PAGES.map((page) => ({ url: `${baseUrl}${page === '/' ? '' : page}` }));
}
