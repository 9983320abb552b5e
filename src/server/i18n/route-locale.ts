import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { locale as rootLocale } from 'next/root-params';
import { isLocale, type Locale, languageAlternates, localePath } from '@/lib/i18n/locales';

/**
 * The language of the `[locale]` route being rendered (its root param). Pages,
 * layouts, not-found pages and metadata functions read it and pass it on to
 * what they render (`locale` props, `translator(locale)`); nothing below them
 * looks it up. An unknown language is not a page.
 */
export async function routeLocale(): Promise<Locale> {
  const value: unknown = await rootLocale();
  if (!isLocale(value)) notFound();
  return value;
}

/**
 * `export const generateMetadata = localizedMetadata((_, locale) => ({ title: translate(locale, '…') }))`:
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
export function pageAlternates(locale: Locale, path: string): { canonical: string; languages: Record<string, string> } {
  return { canonical: localePath(locale, path), languages: languageAlternates(path) };
}
