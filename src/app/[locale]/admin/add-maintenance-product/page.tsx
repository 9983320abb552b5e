import { DeprecatedAddPage } from '@/components/admin/deprecated-page';
import { t } from '@/lib/i18n/messages';
import { requireAdminPage } from '@/server/auth/admin-page';

/** Spec §2.11 /admin/add-maintenance-product: deprecated. */
export default async function AddMaintenanceProductPage() {
  await requireAdminPage();
  return <DeprecatedAddPage what={t('admin.catalogue.maintenanceProducts')} subCategory="Maintenance" />;
}
