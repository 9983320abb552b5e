import { ADMIN_ROUTES } from '@/lib/permissions';
import { requirePermission } from '@/server/auth/viewer';
import { billPdfResponse } from '@/server/billing/bill-pdf-response';
import { findOrderBill } from '@/server/billing/find-bill';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { errorResponse } from '@/server/errors/error-response';
import { idOf } from '../../../../search-params';

export const dynamic = 'force-dynamic';

/** The order's bill as a PDF, for the order desk (issue 35). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    await requirePermission(ADMIN_ROUTES['/admin/orders/[id]/bill/pdf']);
    const orderId = idOf(await params, 'id');
    const bill = orderId === undefined ? null : await findOrderBill(getDb(), orderId);
    if (!bill) throw new AppError('NOT_FOUND');
    return await billPdfResponse(bill);
  } catch (error) {
    return errorResponse(error);
  }
}
