import type { IncomingHttpHeaders } from 'node:http';
import { isLocale, LOCALE_COOKIE, preferredLocale } from '@/lib/i18n/locales';
import { askedHere } from '@/server/chat/asked-here';

/**
 * Which pages are the same for every visitor, and so may be kept by a shared
 * cache (the production server's page cache, nginx): one table, read by
 * scripts/serve.ts before the page is rendered (docs/decisions/029-page-cache.md).
 *
 * A shared page reads no cookies and no per-visitor data in its server render
 * (the header's signed-in part is a client island); its forms fetch their start
 * token when they appear. The order page writes a start token and an idempotency
 * key into the form for each visitor, the tracking page is one order's, the
 * account, auth and admin pages are a person's: none of them is here.
 */
const SHARED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/(about|services|contact|join-us|join-us\/tenant-down|catalog|ras-equipment|testing-kits|menu)$/,
  /^\/(privacy-policy|terms-and-conditions)$/,
  // Lists with their pages and filters, and the blog's search: the query is part of the address kept.
  /^\/(blog|products|help)$/,
  /^\/blog\/[^/]+$/,
  /^\/products\/[^/]+$/,
  /^\/products\/[^/]+\/[^/]+$/,
];

/**
 * Pages the same for every visitor asking the same way, kept by this server only
 * (never by nginx or a browser): a help answer records an unanswered question
 * when it was asked from this site (asked-here.ts), so an answer asked from
 * elsewhere is kept apart, and the staff's list hears of each question the first
 * time in each minute it is asked here.
 */
const SERVER_KEPT_PAGES: readonly { pattern: RegExp; variant: (headers: IncomingHttpHeaders) => string }[] = [
  {
    pattern: /^\/help\/answer$/,
    variant: (headers) => (askedHere(headerValue(headers['sec-fetch-site'])) ? 'asked-here' : 'asked-elsewhere'),
  },
];

export type PageSharing = 'shared' | 'this-server';

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A better-auth cookie (session, session data, the two-step's pending state), `__Secure-` prefixed under https. */
const SIGNED_IN_COOKIE = /(^|;)\s*(__Secure-|__Host-)?better-auth\./i;

/** Headers of the framework's own requests (navigations, prefetches, actions): their answers differ from a page load's. */
const FRAMEWORK_REQUEST_HEADERS = [
  'rsc',
  'next-action',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
];

/** The path without its language prefix (`/as/blog` → `/blog`). */
function pagePath(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first !== 'en' && isLocale(first) ? pathname.slice(first.length + 1) || '/' : pathname;
}

/**
 * Whether the page at `pathname` is the same for every visitor (before anything
 * about the request is known): `shared` by every cache, kept by `this-server`
 * only, or neither (undefined).
 */
export function pageSharing(pathname: string): PageSharing | undefined {
  const path = pagePath(pathname);
  if (SHARED_PAGES.some((pattern) => pattern.test(path))) return 'shared';
  if (SERVER_KEPT_PAGES.some(({ pattern }) => pattern.test(path))) return 'this-server';
  return undefined;
}

function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The key under which this request's page may be answered from, and stored in,
 * the server's page cache; undefined when this request must reach the app: not a
 * page load of a shared page, a signed-in visitor, or the home page for a visitor
 * the app sends to another language (src/proxy.ts decides that).
 */
export function sharedPageKey(request: {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = request.url ?? '';
  if (!url.startsWith('/')) return undefined;
  const { pathname, search } = new URL(url, 'http://page.invalid');
  if (!pageSharing(pathname)) return undefined;
  const { headers } = request;
  if (FRAMEWORK_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return undefined;
  const cookies = headers.cookie ?? '';
  if (SIGNED_IN_COOKIE.test(cookies)) return undefined;
  if (pathname === '/') {
    const chosen = cookieValue(cookies, LOCALE_COOKIE);
    if (isLocale(chosen) && chosen !== 'en') return undefined;
    const wished = preferredLocale(headers['accept-language']);
    if (wished && wished !== 'en') return undefined;
  }
  const path = pagePath(pathname);
  const variant = SERVER_KEPT_PAGES.find(({ pattern }) => pattern.test(path))?.variant(headers);
  return `${headers.host ?? ''}${pathname}${search}${variant ? ` ${variant}` : ''}`;
}
