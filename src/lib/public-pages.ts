/** The public pages search engines should find; the sitemap adds every sub-category, product and published post. */
export const INDEXED_PAGES = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/join-us',
  '/join-us/tenant-down',
  '/blog',
  '/catalog',
  '/ras-equipment',
  '/testing-kits',
  '/help',
  '/privacy-policy',
  '/terms-and-conditions',
] as const;
