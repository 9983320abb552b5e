import type { Metadata } from 'next';
import { ListFailure } from '@/components/admin/list/admin-list';
import { AdminScreen } from '@/components/admin/shared/admin-screen';
import { english } from '@/lib/i18n/english';
import { requireAdminPage } from '@/server/auth/admin-page';
import { getDb } from '@/server/db';
import { getLogger } from '@/server/logger';
import { findSettings } from '@/server/settings/find-settings';
import { AdminFrame } from '../admin-frame';
import { readOrLog } from '../read-or-log';
import { SettingsForm } from './settings-form';
import { settingsFormValues } from './settings-values';

export const metadata: Metadata = { title: english('admin.settings.heading') };

/** /admin/settings (owners): the company's details and billing facts as stored now, not as a page's cache last read them. */
export default async function SettingsPage() {
  const viewer = await requireAdminPage('/admin/settings');
  const settings = await readOrLog(findSettings(getDb(), getLogger()), 'the settings');
  return (
    <AdminFrame viewer={viewer} path="/admin/settings">
      <AdminScreen
        id="settings-heading"
        heading={english('admin.settings.heading')}
        intro={english('admin.settings.intro')}
      >
        {settings ? (
          <SettingsForm initial={settingsFormValues(settings)} />
        ) : (
          <ListFailure text={english('admin.settings.fetchFailed')} />
        )}
      </AdminScreen>
    </AdminFrame>
  );
}
