import { billPdfResponse } from '@/server/billing/bill-pdf-response';
import { findBillByToken } from '@/server/billing/find-customer-bill';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { errorResponse } from '@/server/errors/error-response';

export const dynamic = 'force-dynamic';

/**
 * The bill of the order behind a tracking link, for whoever holds the link (the
 * link is the key, as for the tracking page). The bill names the buyer and
 * their address, as Rule 46 asks; it shows no phone number or e-mail.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  try {
    const bill = await findBillByToken(getDb(), (await params).token);
    if (!bill) throw new AppError('NOT_FOUND');
    return await billPdfResponse(bill);
  } catch (error) {
    return errorResponse(error);
  }
}
