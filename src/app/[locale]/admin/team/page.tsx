import type { Metadata } from 'next';
import { AdminTabs } from '@/components/admin/shell/admin-tabs';
import { english } from '@/lib/i18n/english';
import { ADMIN_PAGES } from '@/lib/permissions';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { editIdOf, type SearchParams } from '../search-params';
import { TeamTab } from '../tabs/people-tabs';

export const metadata: Metadata = { title: english('admin.team.heading') };

export default async function AdminTeamPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requirePermissionPage(ADMIN_PAGES['/admin/team']);
  const params = await searchParams;
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{english('admin.title')}</h1>
      <AdminTabs current="team" roles={viewer.roles} />
      <TeamTab editId={editIdOf(params)} />
    </>
  );
}
