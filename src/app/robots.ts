import type { MetadataRoute } from 'next';
import { getConfig } from '@/server/config';

/** Crawlers may read the public site; the back office, accounts, APIs and answers to one visitor's question are not for indexes. */
export default function robots(): MetadataRoute.Robots {
  const { baseUrl } = getConfig();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/account', '/api/', '/help/answer'] },
    sitemap: `${baseUrl}/sitemap.xml`,
  };
}
