'use client';

import type { ReactNode } from 'react';
import { useSitePath } from '@/components/layout/use-site-path';
import { splitLocale } from '@/lib/i18n/locales';

/**
 * Spec §2.2: the footer's colour depends on the page (/ blue, /about violet,
 * /services teal, /contact cream), and a light style applies on /, /join-us,
 * /blog, /contact, /services and /about; every other page gets the dark footer.
 * Only the frame is a client component; its content renders on the server.
 */
const lightThemes: Record<string, string> = {
  '/': 'footer-light bg-sky-50 border-sky-200',
  '/about': 'footer-light bg-violet-50 border-violet-200',
  '/services': 'footer-light bg-teal-50 border-teal-200',
  '/contact': 'footer-light bg-amber-50 border-amber-200',
  '/join-us': 'footer-light bg-slate-50 border-slate-200',
  '/blog': 'footer-light bg-slate-50 border-slate-200',
};

export function footerTheme(pathname: string): string {
  return lightThemes[pathname] ?? 'footer-dark bg-slate-900 border-slate-800';
}

export function FooterFrame({ children }: { children: ReactNode }) {
  const theme = footerTheme(splitLocale(useSitePath()).path);
  return (
    <footer data-theme={theme.split(' ')[0]} className={`border-t ${theme}`}>
      {children}
    </footer>
  );
}
