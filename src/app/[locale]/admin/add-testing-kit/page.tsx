import { DeprecatedAddPage } from '@/components/admin/shell/deprecated-page';
import { english } from '@/lib/i18n/english';
import { ADMIN_PAGES } from '@/lib/permissions';
import { requirePermissionPage } from '@/server/auth/admin-page';

/** Spec §2.11 /admin/add-testing-kit: deprecated. */
export default async function AddTestingKitPage() {
  await requirePermissionPage(ADMIN_PAGES['/admin/add-testing-kit']);
  return <DeprecatedAddPage what={english('admin.catalogue.testingKits')} subCategory="Testing Kits" />;
}
