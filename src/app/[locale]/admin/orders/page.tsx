import { requireAdminPage } from '@/server/auth/admin-page';
import type { SearchParams } from '../search-params';
import { OrdersScreen } from './orders-screen';

export default async function OrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireAdminPage('/admin/orders');
  return <OrdersScreen viewer={viewer} searchParams={searchParams} orderId={undefined} />;
}
