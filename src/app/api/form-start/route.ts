import { getViewer } from '@/server/auth/viewer';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { findCustomerDetails } from '@/server/orders/find-customer-details';
import { issueFormStartToken } from '@/server/security/form-start-token';

export const dynamic = 'force-dynamic';

/**
 * What a public form asks for when it appears (the pages are static): a start
 * token on the server's clock for the spam check, and, for the order form of a
 * signed-in customer, their details to fill in. Private and never cached.
 */
export async function GET(request: Request) {
  const token = issueFormStartToken(getConfig().authSecret);
  const wantsDetails = new URL(request.url).searchParams.get('for') === 'order';
  const viewer = wantsDetails ? await getViewer() : null;
  const customer = viewer ? await findCustomerDetails(getDb(), viewer) : null;
  return Response.json({ token, customer }, { headers: { 'Cache-Control': 'private, no-store' } });
}
