import { realEmail } from '@/lib/account-email';
import { getViewer } from '@/server/auth/viewer';

export const dynamic = 'force-dynamic';

/** Who is signed in, for the header island. Private and never cached. */
export async function GET() {
  const viewer = await getViewer();
  const user = viewer ? { email: realEmail(viewer.email), image: viewer.image, isAdmin: viewer.isAdmin } : null;
  return Response.json({ user }, { headers: { 'Cache-Control': 'private, no-store' } });
}
