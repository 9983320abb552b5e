import { forbidden, redirect } from 'next/navigation';
import { visibleAdminTabs } from '@/lib/permissions';
import { requirePermissionPage } from '@/server/auth/admin-page';

/**
 * /admin opens the first screen the viewer's roles open: Contact Us
 * Submissions for an owner, as the spec says. The old `?tab=` addresses are
 * moved for good to their screens before this page (src/proxy.ts).
 */
export default async function AdminPage() {
  const viewer = await requirePermissionPage();
  const first = visibleAdminTabs(viewer.roles)[0];
  if (!first) forbidden();
  redirect(first.href);
}
