/** The public pages search engines should find; the catalogue and the blog add theirs as they are built. */
export const INDEXED_PAGES = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/join-us',
  '/catalog',
  '/ras-equipment',
  '/privacy-policy',
  '/terms-and-conditions',
] as const;
