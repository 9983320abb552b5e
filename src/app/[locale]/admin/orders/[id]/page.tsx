import { notFound } from 'next/navigation';
import { requireAdminPage } from '@/server/auth/admin-page';
import { idOf, type SearchParams } from '../../search-params';
import { OrdersScreen } from '../orders-screen';

/** One order's details (Confirm, Reject, its life after), open over the orders list. */
export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: SearchParams;
}) {
  const viewer = await requireAdminPage('/admin/orders/[id]');
  const orderId = idOf(await params, 'id');
  if (orderId === undefined) notFound();
  return <OrdersScreen viewer={viewer} searchParams={searchParams} orderId={orderId} />;
}
