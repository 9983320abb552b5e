import { setStaffRolesAction } from '@/app/[locale]/admin/staff/actions';
import { english } from '@/lib/i18n/english';
import { formatPhone } from '@/lib/phone';
import type { StaffInvitation, StaffMember } from '@/server/staff/find-staff';
import { AdminList } from '../list/admin-list';
import type { Column } from '../list/data-table';
import { AdminScreen } from '../shared/admin-screen';
import { StaffInvitations } from './staff-invitations';
import { StaffRolesForm } from './staff-roles-form';

const contactOf = (member: StaffMember) =>
  [member.email, member.phoneNumber && formatPhone(member.phoneNumber)].filter((value): value is string =>
    Boolean(value),
  );

const columns: Column<StaffMember>[] = [
  { key: 'person', header: english('admin.staff.person'), cell: (member) => member.name, rowHeader: true },
  {
    key: 'contact',
    header: english('admin.staff.contactColumn'),
    cell: (member) => contactOf(member).join(' · '),
    className: 'break-all',
  },
  {
    key: 'roles',
    header: english('admin.staff.rolesColumn'),
    cell: (member) => (
      <StaffRolesForm
        action={setStaffRolesAction}
        person={{ userId: member.userId, label: contactOf(member)[0] ?? member.name }}
        roles={member.roles}
      />
    ),
  },
];

/** The staff tab (owners): who holds which role, each row's roles to change, and "Add staff". */
export function StaffAdmin({
  staff,
  invitations,
}: {
  staff: StaffMember[] | null;
  invitations: StaffInvitation[] | null;
}) {
  return (
    <AdminScreen id="staff-heading" heading={english('admin.staff.heading')} intro={english('admin.staff.intro')}>
      <AdminList
        label={english('admin.staff.heading')}
        listing={staff && { rows: staff, page: 1, pageCount: 1 }}
        failedText={english('admin.staff.fetchFailed')}
        emptyText={english('admin.staff.none')}
        columns={columns}
        rowKey={(member) => member.userId}
        minWidth="w-full min-w-[36rem]"
      />
      <p className="text-sm text-slate-600">{english('admin.staff.noRoleHint')}</p>
      <StaffInvitations invitations={invitations} />
      <section aria-labelledby="staff-add-heading" className="max-w-md rounded-lg border border-slate-200 bg-white p-4">
        <h3 id="staff-add-heading" className="text-lg font-semibold">
          {english('admin.staff.add')}
        </h3>
        <p className="mb-3 text-sm text-slate-700">{english('admin.staff.addIntro')}</p>
        <StaffRolesForm action={setStaffRolesAction} roles={[]} />
      </section>
    </AdminScreen>
  );
}
