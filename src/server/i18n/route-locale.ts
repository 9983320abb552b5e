import 'server-only';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { setRequestLocale } from '@/lib/i18n/request-locale';

/**
 * The language of a `[locale]` route, set for every `t()` of this render. Every
 * page, layout and generateMetadata of those routes calls it first: Next.js may
 * render a page before its layout. An unknown language is not a page.
 */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
