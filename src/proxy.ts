import { type NextRequest, NextResponse } from 'next/server';
import { newAdminAddress } from '@/lib/admin/old-admin-addresses';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localePath, preferredLocale } from '@/lib/i18n/locales';
import { ADMIN_PATH_HEADER } from '@/server/auth/admin-path-header';
import { getConfig } from '@/server/config';
import { addressedOrigin, isSafeMethod, isSameOrigin } from '@/server/security/same-origin';

/**
 * The network boundary: refuses state-changing requests (Server Actions, API
 * POSTs) whose Origin is missing or foreign, routes each address to its
 * language, and tells admin pages which address was asked for. Authorization
 * is not done here; every page, action and route checks who is asking itself.
 */
/**
 * Providers' delivery reports and the payment gateway's webhook come from
 * their servers, with no Origin and no cookie: each of those routes checks the
 * provider's signature instead.
 */
const SIGNED_BY_PROVIDER = /^\/api\/(sms\/reports|payments\/razorpay)(\/|$)/;

export function proxy(request: NextRequest) {
  if (!isSafeMethod(request.method) && !SIGNED_BY_PROVIDER.test(request.nextUrl.pathname)) {
    const allowed = isSameOrigin({
      origin: request.headers.get('origin'),
      // Not nextUrl.origin: Next.js builds that from its own host name (localhost), not the one asked for.
      requestOrigin: addressedOrigin(request.headers, request.nextUrl.protocol),
      baseUrl: getConfig().baseUrl,
    });
    if (!allowed) {
      return NextResponse.json(
        { error: 'FORBIDDEN_ORIGIN' },
        { status: 403, headers: { 'Cache-Control': 'no-store' } },
      );
    }
  }
  return route(request);
}

/** Addresses outside the pages: the API, the framework's files, the pictures and the crawler files. */
const OUTSIDE_LANGUAGES = /^\/(api|_next|images|fonts)(\/|$)|^\/(favicon\.ico|icon\.svg|robots\.txt|sitemap\.xml)$/;

/**
 * Issue 17: every page lives under `[locale]`. English is served at the spec's
 * paths (`/about` is rendered as `/en/about`, the address stays); `/en/about`
 * itself goes to `/about`, so each page has one address per language. The back
 * office is English only: `/as/admin` goes to `/admin`. The home page follows the
 * visitor's remembered or browser language (homeLanguage).
 */
function route(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (OUTSIDE_LANGUAGES.test(pathname)) return NextResponse.next();
  const first = pathname.split('/')[1] ?? '';
  if (first === DEFAULT_LOCALE) return redirectTo(request, pathname.slice(3) || '/');
  if (isLocale(first)) {
    const rest = pathname.slice(first.length + 1) || '/';
    if (rest === '/admin' || rest.startsWith('/admin/')) return redirectTo(request, rest);
    return passOn(request, undefined);
  }
  if (pathname === '/admin') {
    const moved = newAdminAddress(request.nextUrl.searchParams);
    if (moved) {
      const target = request.nextUrl.clone();
      const [path = moved, query = ''] = moved.split('?');
      target.pathname = path;
      target.search = query;
      return NextResponse.redirect(target, 301);
    }
  }
  if (pathname === '/') {
    const chosen = homeLanguage(request);
    if (chosen !== DEFAULT_LOCALE) return redirectTo(request, localePath(chosen, '/'), 307);
  }
  const rewritten = request.nextUrl.clone();
  rewritten.pathname = `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`;
  rewritten.search = search;
  return passOn(request, rewritten);
}

function redirectTo(request: NextRequest, pathname: string, status: 307 | 308 = 308) {
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  const response = NextResponse.redirect(target, status);
  // Depends on the visitor: no shared cache may keep it.
  if (status === 307) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/**
 * Where someone who types the site's address lands: the language they chose
 * before (the switcher's cookie), else the first of ours their browser asks for,
 * else English. Only for a page load of `/`: a link to an English page stays
 * English, and the framework's own requests are never redirected.
 */
function homeLanguage(request: NextRequest) {
  if (request.method !== 'GET' || request.headers.has('rsc') || request.headers.has('next-router-prefetch')) {
    return DEFAULT_LOCALE;
  }
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  // A click on Home from one of our English pages keeps English: the browser's wish counts on arrival only.
  const referer = request.headers.get('referer');
  const ours = addressedOrigin(request.headers, request.nextUrl.protocol);
  if (referer && ours && referer.startsWith(`${ours}/`)) return DEFAULT_LOCALE;
  return preferredLocale(request.headers.get('accept-language')) ?? DEFAULT_LOCALE;
}

/** Admin pages learn the address asked for (to send a visitor back there after logging in); a client's own value never passes. */
function passOn(request: NextRequest, rewritten: URL | undefined) {
  const { pathname, search } = request.nextUrl;
  const headers = new Headers(request.headers);
  headers.delete(ADMIN_PATH_HEADER);
  if (pathname === '/admin' || pathname.startsWith('/admin/')) headers.set(ADMIN_PATH_HEADER, pathname + search);
  return rewritten
    ? NextResponse.rewrite(rewritten, { request: { headers } })
    : NextResponse.next({ request: { headers } });
}

// Every path: a POST to a static file's address is checked like any other (reads pass at once).
export const config = {
  matcher: '/:path*',
};
