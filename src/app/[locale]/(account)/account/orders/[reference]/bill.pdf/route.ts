import { redirect } from 'next/navigation';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { signInFirst } from '@/lib/sign-in-first';
import { getViewer } from '@/server/auth/viewer';
import { billPdfResponse } from '@/server/billing/bill-pdf-response';
import { findCustomerBill } from '@/server/billing/find-customer-bill';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { errorResponse } from '@/server/errors/error-response';

export const dynamic = 'force-dynamic';

/** The bill of one of the signed-in customer's own orders, from My Orders; anyone else's is not found. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; reference: string }> }) {
  const { locale, reference } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(signInFirst(isLocale(locale) ? locale : DEFAULT_LOCALE, '/account/orders'));
  try {
    const bill = await findCustomerBill(
      getDb(),
      { userId: viewer.userId, verifiedPhone: viewer.phoneNumber },
      decodeURIComponent(reference),
    );
    if (!bill) throw new AppError('NOT_FOUND');
    return await billPdfResponse(bill);
  } catch (error) {
    return errorResponse(error);
  }
}
