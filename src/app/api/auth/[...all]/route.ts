import { getAuth } from '@/server/auth';

export const dynamic = 'force-dynamic';

/** better-auth's endpoints (verification links, password-reset links, session API). */
export async function GET(request: Request) {
  return getAuth().handler(request);
}

export async function POST(request: Request) {
  return getAuth().handler(request);
}
