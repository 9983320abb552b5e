import type { Metadata } from 'next';
import { TeamAdmin } from '@/components/admin/people/team-admin';
import { english } from '@/lib/i18n/english';
import { requireAdminPage } from '@/server/auth/admin-page';
import { getDb } from '@/server/db';
import { findTeamMembers } from '@/server/people/find-team-members';
import { AdminFrame } from '../admin-frame';
import { readOrLog } from '../read-or-log';
import { editIdOf, type SearchParams } from '../search-params';

export const metadata: Metadata = { title: english('admin.team.heading') };

/** /admin/team (spec §2.11): avatar, name and role, add, edit, delete. */
export default async function TeamPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireAdminPage('/admin/team');
  const editId = editIdOf(await searchParams);
  const members = await readOrLog(findTeamMembers(getDb()), 'the team for the admin');
  return (
    <AdminFrame viewer={viewer} path="/admin/team">
      <TeamAdmin members={members} editId={editId} />
    </AdminFrame>
  );
}
