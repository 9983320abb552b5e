import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What search engines read of the site: the sitemap's entries and the links in
 * a page's <head>. Parsed from the server's own bytes (as a crawler gets them,
 * no script run), so the tests see what a search engine sees.
 */

export const LANGUAGE_PREFIXES = { 'en-IN': '', 'as-IN': '/as', 'hi-IN': '/hi' } as const;

export type SitemapEntry = { url: string; alternates: Record<string, string> };

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The attributes of one tag (`<link rel="canonical" href="…"/>`), names in lower case. */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name.toLowerCase(), decode(value)]),
  );
}

/** Every entry of /sitemap.xml: the page's address and the addresses of its languages (hreflang → href). */
export async function readSitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    url: decode(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? ''),
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link\b[^>]*>/g)].map(([tag]) => {
        const { hreflang = '', href = '' } = attributes(tag);
        return [hreflang, href];
      }),
    ),
  }));
}

/** The paths (with their query) the sitemap lists. */
export async function sitemapPaths(request: APIRequestContext): Promise<Set<string>> {
  return new Set((await readSitemap(request)).map((entry) => pathOf(entry.url)));
}

export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * The canonical links and hreflang alternates of a page's <head> (search engines
 * ignore them elsewhere); a language named twice shows both addresses, joined.
 */
export function headLinks(html: string): { canonical: string[]; alternates: Record<string, string> } {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const canonical: string[] = [];
  const alternates: Record<string, string[]> = {};
  for (const [tag] of head.matchAll(/<link\b[^>]*>/g)) {
    const link = attributes(tag);
    if (link.rel === 'canonical') canonical.push(link.href ?? '');
    if (link.rel === 'alternate' && link.hreflang) {
      alternates[link.hreflang] = [...(alternates[link.hreflang] ?? []), link.href ?? ''];
    }
  }
  return {
    canonical,
    alternates: Object.fromEntries(Object.entries(alternates).map(([tag, hrefs]) => [tag, hrefs.join(', ')])),
  };
}

/**
 * The same page in each language, as its hreflang alternates should name it,
 * by path: `/as/products/x?page=2` → en-IN `/products/x?page=2`, as-IN
 * `/as/products/x?page=2`, hi-IN `/hi/products/x?page=2`, and x-default the
 * English one.
 */
export function languageVersions(path: string): Record<string, string> {
  const rest = path.replace(/^\/(as|hi)(?=\/|\?|$)/, '') || '/';
  const inLanguage = (prefix: string) => {
    if (!prefix) return rest;
    return rest === '/' ? prefix : `${prefix}${rest.startsWith('?') ? `/${rest}` : rest}`;
  };
  const versions: Record<string, string> = Object.fromEntries(
    Object.entries(LANGUAGE_PREFIXES).map(([tag, prefix]) => [tag, inLanguage(prefix)]),
  );
  return { ...versions, 'x-default': versions['en-IN'] ?? '' };
}

/**
 * Absolute links (hreflang → href) by their paths. The origin is left out: a
 * prerendered page carries the origin it was built for (scripts/start.mjs
 * reuses one build for every localhost port), so tests compare paths; a
 * relative link fails here.
 */
export function linkPaths(links: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(links).map(([tag, hrefs]) => [
      tag,
      hrefs
        .split(', ')
        .map((href) => pathOf(href))
        .join(', '),
    ]),
  );
}

/**
 * Public pages the sitemap leaves out (forms, the no-script menu, later and
 * filtered list pages, a chat answer, the not-found page), in English; each is
 * also checked in Assamese and Hindi.
 */
export const PUBLIC_PAGES_OUTSIDE_SITEMAP = [
  '/menu',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=not-a-real-token',
  '/testing-kits',
  '/products/fish-seed?page=2',
  '/products/fish-seed/rohu-fingerlings-1000-pcs/order',
  '/blog?page=2',
  '/blog?q=pond',
  '/help/answer?q=price+of+rohu+seed',
  '/no-such-page',
] as const;

export const inEachLanguage = (path: string) =>
  Object.values(LANGUAGE_PREFIXES).map((prefix) => (prefix ? `${prefix}${path === '/' ? '' : path}` : path));

/** A text of a language's message catalogue by its key (`about.loadingTeam`). */
export function catalogueText(locale: 'en' | 'as' | 'hi', key: string): string {
  const file = path.resolve(import.meta.dirname, '..', '..', 'messages', `${locale}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`messages/${locale}.json has no text ${key}`);
  return node;
}
