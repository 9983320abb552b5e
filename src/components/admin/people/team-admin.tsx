import { deleteTeamMemberAction } from '@/app/[locale]/admin/team/actions';
import { english } from '@/lib/i18n/english';
import type { TeamMember } from '@/server/people/find-team-members';
import { AdminScreen } from '../shared/admin-screen';
import { DeleteButton } from '../shared/delete-button';
import { EditDialog } from '../shared/edit-dialog';
import { PeopleTable } from './people-table';
import { TeamMemberForm } from './team-member-form';

const LIST_HREF = '/admin/team';

/** Spec §2.11 /admin/team: table of photo, name and role; add and edit; delete. Its page reads the data. */
export function TeamAdmin({ members, editId }: { members: TeamMember[] | null; editId: number | undefined }) {
  const editing = members?.find((member) => member.id === editId);

  return (
    <AdminScreen id="team-heading" heading={english('admin.team.heading')}>
      <div className="max-w-xl rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="mb-3 text-lg font-semibold">{english('admin.team.addHeading')}</h3>
        <TeamMemberForm />
      </div>
      <div>
        <PeopleTable
          failedText={english('admin.team.fetchFailed')}
          emptyText={english('admin.team.empty')}
          caption={english('admin.team.heading')}
          pictureHeading={english('admin.team.avatarColumn')}
          headings={[english('admin.people.role'), english('admin.team.linkedinColumn')]}
          editHref={(id) => `${LIST_HREF}?edit=${id}`}
          rows={
            members?.map((member) => ({
              id: member.id,
              name: member.name,
              picture: member.imageUrl,
              cells: [
                member.role,
                member.linkedinUrl ? (
                  <a key="linkedin" href={member.linkedinUrl} className="break-all text-cyan-800 underline">
                    {member.linkedinUrl}
                  </a>
                ) : (
                  '—'
                ),
              ],
              remove: (
                <DeleteButton
                  action={deleteTeamMemberAction}
                  id={member.id}
                  name={member.name}
                  confirmText={english('admin.team.confirmDelete', { name: member.name })}
                />
              ),
            })) ?? null
          }
        />
      </div>
      {editing ? (
        <EditDialog title={english('admin.team.editHeading')} closeHref={LIST_HREF}>
          <TeamMemberForm member={editing} />
        </EditDialog>
      ) : null}
    </AdminScreen>
  );
}
