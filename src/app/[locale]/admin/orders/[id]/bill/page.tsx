import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BillDocument } from '@/components/billing/bill-document';
import { Link } from '@/components/ui/link';
import { english } from '@/lib/i18n/english';
import { requireAdminPage } from '@/server/auth/admin-page';
import { findOrderBill } from '@/server/billing/find-bill';
import { getDb } from '@/server/db';
import { idOf } from '../../../search-params';

export const metadata: Metadata = { title: english('admin.billing.heading') };

/** An order's bill as issued (order desk): to read, print or check before sending. */
export default async function OrderBillPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage('/admin/orders/[id]/bill');
  const orderId = idOf(await params, 'id');
  if (orderId === undefined) notFound();
  const bill = await findOrderBill(getDb(), orderId);
  return (
    <div className="flex max-w-4xl flex-col gap-3">
      <p className="print:hidden">
        <Link className="underline" href={`/admin/orders/${orderId}`}>
          {english('admin.billing.document.back')}
        </Link>
        {bill ? (
          <>
            {' · '}
            <a className="underline" href={`/admin/orders/${orderId}/bill/pdf`} download>
              {english('admin.billing.downloadPdf')}
            </a>
          </>
        ) : null}
      </p>
      {/* An order without its bill yet (or no such order) says so: Order Details tells what the bill waits for. */}
      {bill ? <BillDocument bill={bill} /> : <p>{english('admin.billing.notBilled')}</p>}
    </div>
  );
}
