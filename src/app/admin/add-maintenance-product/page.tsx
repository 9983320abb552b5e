import { DeprecatedAddPage } from '@/components/admin/deprecated-page';
import { t } from '@/lib/i18n/messages';
import { requireAdmin } from '@/server/auth/viewer';

/** Spec §2.11 /admin/add-maintenance-product: deprecated. */
export default async function AddMaintenanceProductPage() {
  await requireAdmin();
  return <DeprecatedAddPage what={t('admin.catalogue.maintenanceProducts')} subCategory="Maintenance" />;
}
