import type { MetadataRoute } from 'next';
import { getConfig } from '@/server/config';

/** Crawlers may read the public site; the back office, accounts and APIs are not for indexes. */
export default function robots(): MetadataRoute.Robots {
  const { baseUrl } = getConfig();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/account', '/api/'] },
    sitemap: `${baseUrl}/sitemap.xml`,
  };
}
