import { DeprecatedAddPage } from '@/components/admin/shell/deprecated-page';
import { t } from '@/lib/i18n/messages';
import { ADMIN_PAGES } from '@/lib/permissions';
import { requirePermissionPage } from '@/server/auth/admin-page';

/** Spec §2.11 /admin/add-testing-kit: deprecated. */
export default async function AddTestingKitPage() {
  await requirePermissionPage(ADMIN_PAGES['/admin/add-testing-kit']);
  return <DeprecatedAddPage what={t('admin.catalogue.testingKits')} subCategory="Testing Kits" />;
}
