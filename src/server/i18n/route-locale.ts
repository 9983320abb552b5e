import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { locale as rootLocale } from 'next/root-params';
import { isLocale, type Locale, languageAlternates, localePath } from '@/lib/i18n/locales';
import { getRequestLocale, setRequestLocale } from '@/lib/i18n/request-locale';

/**
 * The language of the `[locale]` route being rendered (its root param), set for
 * every `t()` of this render. Each page, layout, not-found page and metadata
 * function calls it before its first text: Next.js may render a page before its
 * layout. An unknown language is not a page.
 */
export async function routeLocale(): Promise<Locale> {
  const value: unknown = await rootLocale();
  if (!isLocale(value)) notFound();
  setRequestLocale(value);
  return value;
}

/**
 * `export const generateMetadata = localizedMetadata(() => ({ title: t('…') }))`:
 * metadata in the route's language (generateMetadata runs apart from the page).
 */
export function localizedMetadata<Props>(
  build: (props: Props, locale: Locale) => Metadata | Promise<Metadata>,
): (props: Props) => Promise<Metadata> {
  return async (props) => build(props, await routeLocale());
}

/**
 * The canonical address of a page in the route's language and its other
 * languages' addresses (`hreflang`, with `x-default` the English one), for its
 * metadata. `path` is the English address, with its query when that makes it
 * another page (`/products/fish-seed?page=2`). Called in `generateMetadata`
 * (never in a static `metadata` object, which is built once, outside any
 * render, in English).
 */
export function pageAlternates(path: string): { canonical: string; languages: Record<string, string> } {
  return { canonical: localePath(getRequestLocale(), path), languages: languageAlternates(path) };
}
