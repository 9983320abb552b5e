'use client';

import { usePathname } from 'next/navigation';
import { type Locale, publicPath, splitLocale } from '@/lib/i18n/locales';

/**
 * The page's address as the visitor sees it, the same in the server's HTML and
 * in the browser: Next.js renders English pages as `/en/…` (the proxy's
 * rewrite), which the address bar never shows.
 */
export function useSitePath(): string {
  return publicPath(usePathname() ?? '/');
}

/** The language of the page, from its address (English has no prefix). */
export function useLocale(): Locale {
  return splitLocale(useSitePath()).locale;
}
