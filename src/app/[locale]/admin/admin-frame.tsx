import 'server-only';
import type { ReactNode } from 'react';
import { AdminTabs } from '@/components/admin/shell/admin-tabs';
import { DashboardStrip } from '@/components/admin/shell/dashboard-strip';
import { english } from '@/lib/i18n/english';
import { adminTabOf } from '@/lib/permissions';
import { readDashboard } from '@/server/admin/read-dashboard';
import type { Viewer } from '@/server/auth/viewer';
import { getDb } from '@/server/db';
import { readOrLog } from './read-or-log';

/**
 * What every screen of the back office shows above itself (spec §2.11): the
 * title, the dashboard cards of the viewer's roles, and the tabs, with the
 * screen's own tab (`path`'s) marked as the current one.
 */
export async function AdminFrame({ viewer, path, children }: { viewer: Viewer; path: string; children: ReactNode }) {
  const dashboard = await readOrLog(readDashboard(getDb(), viewer.userId), 'the admin dashboard');
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{english('admin.title')}</h1>
      <p className="mb-4 text-slate-700">{english('admin.welcome', { email: viewer.email })}</p>
      {dashboard ? <DashboardStrip dashboard={dashboard} roles={viewer.roles} /> : null}
      <AdminTabs current={adminTabOf(path)} roles={viewer.roles} />
      {children}
    </>
  );
}
