import { setStaffRolesAction } from '@/app/[locale]/admin/staff-actions';
import { t } from '@/lib/i18n/english';
import { formatPhone } from '@/lib/phone';
import type { StaffMember } from '@/server/staff/find-staff';
import { TableScroller } from '../list/table-scroller';
import { StaffRolesForm } from './staff-roles-form';

/** The staff tab (owners): who holds which role, each row's roles to change, and "Add staff". */
export function StaffAdmin({ staff }: { staff: StaffMember[] | null }) {
  return (
    <section aria-labelledby="staff-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="staff-heading" className="text-xl font-semibold">
          {t('admin.staff.heading')}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-slate-700">{t('admin.staff.intro')}</p>
      </div>
      {staff === null ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {t('admin.staff.fetchFailed')}
        </p>
      ) : staff.length === 0 ? (
        <p>{t('admin.staff.none')}</p>
      ) : (
        <TableScroller label={t('admin.staff.heading')}>
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{t('admin.staff.heading')}</caption>
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('admin.staff.person')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('admin.staff.contactColumn')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('admin.staff.rolesColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.map((member) => {
                const contact = [member.email, member.phoneNumber && formatPhone(member.phoneNumber)].filter(Boolean);
                return (
                  <tr key={member.userId} className="border-t border-slate-200 align-top">
                    <th scope="row" className="px-3 py-2 font-medium">
                      {member.name}
                    </th>
                    <td className="px-3 py-2 break-all">{contact.join(' · ')}</td>
                    <td className="px-3 py-2">
                      <StaffRolesForm
                        action={setStaffRolesAction}
                        person={{ userId: member.userId, label: contact[0] ?? member.name }}
                        roles={member.roles}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      )}
      <p className="text-sm text-slate-600">{t('admin.staff.noRoleHint')}</p>
      <section aria-labelledby="staff-add-heading" className="max-w-md rounded-lg border border-slate-200 bg-white p-4">
        <h3 id="staff-add-heading" className="text-lg font-semibold">
          {t('admin.staff.add')}
        </h3>
        <p className="mb-3 text-sm text-slate-700">{t('admin.staff.addIntro')}</p>
        <StaffRolesForm action={setStaffRolesAction} roles={[]} />
      </section>
    </section>
  );
}
