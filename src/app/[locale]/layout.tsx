import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ChatWidget } from '@/components/chat/chat-widget';
import { ScrollToHash } from '@/components/layout/scroll-to-hash';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { scriptFontCss } from '@/lib/i18n/script-fonts';
import { getConfig } from '@/server/config';
import { routeLocale } from '@/server/i18n/route-locale';
import '../globals.css';

type Props = { children: ReactNode };

/** Every language is prerendered; English is served at the spec's paths (the proxy rewrites `/about` to `/en/about`). */
export function generateStaticParams(): { locale: Locale }[] {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = translator(await routeLocale());
  return {
    // Canonical and social-preview links must be absolute (search engines, WhatsApp previews).
    metadataBase: new URL(getConfig().baseUrl),
    title: { default: t('site.name'), template: `%s | ${t('site.name')}` },
    description: t('site.tagline'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#155e75' };

/** Prerendered pages are refreshed daily at least (the footer's year, company facts). */
export const revalidate = 86400;

/** The shell reads no cookies: the signed-in part of the header is a client island. */
export default async function RootLayout({ children }: Props) {
  const locale = await routeLocale();
  const t = translator(locale);
  const fontCss = scriptFontCss(locale);
  return (
    <html lang={locale}>
      <head>
        {/* Only pages in Assamese or Hindi declare their script's font (an inline style: no request before it is needed). */}
        {fontCss ? <style>{fontCss}</style> : null}
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t('site.skipToContent')}
        </a>
        <SiteHeader locale={locale} />
        <main id="main" className="flex-1 pt-16">
          {children}
        </main>
        <SiteFooter locale={locale} />
        <ChatWidget locale={locale} />
        <ScrollToHash />
      </body>
    </html>
  );
}
