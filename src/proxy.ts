import { type NextRequest, NextResponse } from 'next/server';
import { ADMIN_PATH_HEADER } from '@/server/auth/admin-path-header';
import { getConfig } from '@/server/config';
import { addressedOrigin, isSafeMethod, isSameOrigin } from '@/server/security/same-origin';

/**
 * The network boundary: refuses state-changing requests (Server Actions, API
 * POSTs) whose Origin is missing or foreign, and tells admin pages which
 * address was asked for. Authorization is not done here; every page, action
 * and route checks who is asking itself.
 */
export function proxy(request: NextRequest) {
  if (isSafeMethod(request.method)) return passOn(request);
  const allowed = isSameOrigin({
    origin: request.headers.get('origin'),
    // Not nextUrl.origin: Next.js builds that from its own host name (localhost), not the one asked for.
    requestOrigin: addressedOrigin(request.headers, request.nextUrl.protocol),
    baseUrl: getConfig().baseUrl,
  });
  if (!allowed) {
    return NextResponse.json({ error: 'FORBIDDEN_ORIGIN' }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
  return passOn(request);
}

/** Admin pages learn the address asked for (to send a visitor back there after logging in); a client's own value never passes. */
function passOn(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!request.headers.has(ADMIN_PATH_HEADER) && !pathname.startsWith('/admin')) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.delete(ADMIN_PATH_HEADER);
  if (pathname === '/admin' || pathname.startsWith('/admin/')) headers.set(ADMIN_PATH_HEADER, pathname + search);
  return NextResponse.next({ request: { headers } });
}

// Every path: a POST to a static file's address is checked like any other (reads pass at once).
export const config = {
  matcher: '/:path*',
};
