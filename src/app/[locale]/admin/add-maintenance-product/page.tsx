import { DeprecatedAddPage } from '@/components/admin/shell/deprecated-page';
import { english } from '@/lib/i18n/english';
import { ADMIN_PAGES } from '@/lib/permissions';
import { requirePermissionPage } from '@/server/auth/admin-page';

/** Spec §2.11 /admin/add-maintenance-product: deprecated. */
export default async function AddMaintenanceProductPage() {
  await requirePermissionPage(ADMIN_PAGES['/admin/add-maintenance-product']);
  return <DeprecatedAddPage what={english('admin.catalogue.maintenanceProducts')} subCategory="Maintenance" />;
}
