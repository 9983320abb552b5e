import { type NextRequest, NextResponse } from 'next/server';
import { getConfig } from '@/server/config';
import { isSafeMethod, isSameOrigin } from '@/server/security/same-origin';

/**
 * The network boundary: refuses state-changing requests (Server Actions, API
 * POSTs) whose Origin is missing or foreign. Authorization is not done here;
 * every page, action and route checks who is asking itself.
 */
export function proxy(request: NextRequest) {
  if (isSafeMethod(request.method)) return NextResponse.next();
  const allowed = isSameOrigin({
    origin: request.headers.get('origin'),
    requestOrigin: request.nextUrl.origin,
    baseUrl: getConfig().baseUrl,
  });
  if (!allowed) {
    return NextResponse.json({ error: 'FORBIDDEN_ORIGIN' }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|images/|favicon.ico).*)'],
};
