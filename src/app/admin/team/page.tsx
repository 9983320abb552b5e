import type { Metadata } from 'next';
import { AdminTabs } from '@/components/admin/admin-tabs';
import { TeamAdmin } from '@/components/admin/team-admin';
import { t } from '@/lib/i18n/messages';
import { requireAdmin } from '@/server/auth/viewer';
import { editIdOf, param, type SearchParams } from '../search-params';

export const metadata: Metadata = { title: t('admin.team.heading') };

export default async function AdminTeamPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  const params = await searchParams;
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.title')}</h1>
      <AdminTabs current="team" />
      <TeamAdmin editId={editIdOf(params)} notice={param(params, 'notice')} />
    </>
  );
}
