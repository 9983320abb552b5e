import { DeprecatedAddPage } from '@/components/admin/deprecated-page';
import { t } from '@/lib/i18n/messages';
import { requireAdmin } from '@/server/auth/viewer';

/** Spec §2.11 /admin/add-testing-kit: deprecated. */
export default async function AddTestingKitPage() {
  await requireAdmin();
  return <DeprecatedAddPage what={t('admin.catalogue.testingKits')} subCategory="Testing Kits" />;
}
