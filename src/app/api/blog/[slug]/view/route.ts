import { createHash, randomUUID } from 'node:crypto';
import { type NextRequest, NextResponse } from 'next/server';
import { recordPostView } from '@/server/blog/record-post-view';
import { getDb } from '@/server/db';
import { isAppError } from '@/server/errors/app-error';
import { getLogger } from '@/server/logger';
import { clientAddress } from '@/server/security/client-address';

const COOKIE = 'visitor';
const ID = /^[0-9a-f-]{36}$/;

/**
 * POST /api/blog/{slug}/view: counts this visit (once per post per visitor per
 * day, within its address's share: record-post-view.ts). The visitor is the
 * `visitor` cookie; a request without one gets a new cookie. The address (a hash
 * of it) is always counted, so inventing cookies gains a client nothing.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const cookie = request.cookies.get(COOKIE)?.value;
  const known = cookie && ID.test(cookie) ? cookie : undefined;
  const fresh = known ? undefined : randomUUID();
  const address = `address:${createHash('sha256').update(clientAddress(request.headers)).digest('hex').slice(0, 32)}`;
  try {
    const { views } = await recordPostView({ db: getDb(), slug, visitor: fresh ?? (known as string), address });
    const response = NextResponse.json({ views }, { headers: { 'Cache-Control': 'no-store' } });
    if (fresh) {
      response.cookies.set(COOKIE, fresh, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.nextUrl.protocol === 'https:',
        maxAge: 60 * 60 * 24 * 365,
        path: '/api/blog',
      });
    }
    return response;
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) return NextResponse.json({ error: 'not found' }, { status: 404 });
    if (isAppError(error, 'RATE_LIMITED')) {
      return NextResponse.json({ error: 'too many requests' }, { status: 429, headers: { 'Retry-After': '3600' } });
    }
    getLogger().error({ err: error, slug }, 'could not count a blog view');
    return NextResponse.json({ error: 'not counted' }, { status: 500 });
  }
}
