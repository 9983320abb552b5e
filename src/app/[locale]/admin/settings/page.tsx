import { requireAdminPage } from '@/server/auth/admin-page';
import { getDb } from '@/server/db';
import { getLogger } from '@/server/logger';
import { getCompanySettings } from '@/server/settings/get-company-settings';
import { AdminFrame } from '../admin-frame';
import { SettingsView } from './settings-view';

/** The company's settings (owners only), as stored now, not as a page's cache last read them. */
export default async function SettingsPage() {
  const viewer = await requireAdminPage('/admin/settings');
  const company = await getCompanySettings(getDb(), getLogger(), 'en');
  return (
    <AdminFrame viewer={viewer} path="/admin/settings">
      <SettingsView company={company} />
    </AdminFrame>
  );
}
