import type { IncomingHttpHeaders } from 'node:http';
import { isLocale, LOCALE_COOKIE, preferredLocale } from '@/lib/i18n/locales';
import { askedHere } from '@/server/chat/asked-here';

export type PageSharing = 'shared' | 'this-server' | 'template';
export type PageRule = { pattern: RegExp; sharing: PageSharing; variant?: (headers: IncomingHttpHeaders) => string };

/**
 * The pages that are the same for every visitor, kept by shared caches (decision 029): they read no
 * cookies in their server render (the signed-in header is a client island; forms fetch their start
 * token). The tracking, account, auth and admin pages are one person's: none of them is here.
 */
const PAGES: readonly PageRule[] = [
  ...[
    /^\/$/,
    /^\/(about|services|contact|join-us|join-us\/tenant-down|catalog|ras-equipment|testing-kits|menu)$/,
    /^\/(privacy-policy|terms-and-conditions)$/,
    // Lists with their pages and filters, and the blog's search: the query is part of the address kept.
    /^\/(blog|products|help)$/,
    /^\/blog\/[^/]+$/,
    /^\/products\/[^/]+$/,
    /^\/products\/[^/]+\/[^/]+$/,
  ].map((pattern): PageRule => ({ pattern, sharing: 'shared' })),
  // Kept by this server only, apart by where it was asked: an answer asked from this site
  // records an unanswered question (asked-here.ts), at most once a minute here.
  {
    pattern: /^\/help\/answer$/,
    sharing: 'this-server',
    variant: (headers) => (askedHere([headers['sec-fetch-site']].flat()[0]) ? 'asked-here' : 'asked-elsewhere'),
  },
  // Kept by this server only, as a template filled in for each visitor (its start token and key: page-template.ts).
  { pattern: /^\/products\/[^/]+\/[^/]+\/order$/, sharing: 'template' },
];

/** A better-auth cookie (session, session data, the two-step's pending state), `__Secure-` prefixed under https. */
const SIGNED_IN_COOKIE = /(^|;)\s*(__Secure-|__Host-)?better-auth\./i;

/** Headers of the framework's own requests (navigations, prefetches, actions): their answers differ from a page load's. */
const FRAMEWORK_REQUEST_HEADERS = ['rsc', 'next-action', 'next-router-state-tree', 'next-router-prefetch'];

/** The path without its language prefix (`/as/blog` → `/blog`). */
function pagePath(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first !== 'en' && isLocale(first) ? pathname.slice(first.length + 1) || '/' : pathname;
}

/** The rule of the page at `pathname`; undefined for a page no cache keeps. */
export function pageRule(pathname: string): PageRule | undefined {
  const path = pagePath(pathname);
  return PAGES.find(({ pattern }) => pattern.test(path));
}

/**
 * The key of this request's page in the page cache; undefined when the request must reach the app: not a page load
 * of a shared page, a signed-in visitor, or the home page for a visitor src/proxy.ts sends to another language.
 */
export function sharedPageKey(
  request: { method?: string; url?: string; headers: IncomingHttpHeaders },
  url = new URL(request.url ?? '/', 'http://page.invalid'),
  rule = pageRule(url.pathname),
): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (!rule || !request.url?.startsWith('/')) return undefined;
  const { pathname, search } = url;
  const { headers } = request;
  if (FRAMEWORK_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return undefined;
  const cookies = headers.cookie ?? '';
  if (SIGNED_IN_COOKIE.test(cookies)) return undefined;
  if (pathname === '/') {
    const chosen = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}=([^;]*)`).exec(cookies)?.[1];
    if (isLocale(chosen) && chosen !== 'en') return undefined;
    const wished = preferredLocale(headers['accept-language']);
    if (wished && wished !== 'en') return undefined;
  }
  const variant = rule.variant?.(headers);
  return `${headers.host ?? ''}${pathname}${search}${variant ? ` ${variant}` : ''}`;
}
