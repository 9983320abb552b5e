import { withdrawStaffInvitationAction } from '@/app/[locale]/admin/staff/actions';
import { english } from '@/lib/i18n/english';
import { formatPhone } from '@/lib/phone';
import type { StaffInvitation } from '@/server/staff/find-staff';
import { ListFailure } from '../list/admin-list';
import { formatAdminDate } from '../list/admin-time';
import { DeleteButton } from '../shared/delete-button';

const shown = (contact: string) => (contact.startsWith('+') ? formatPhone(contact) : contact);

/** The invitations sent to people without an account, each with who sent it, until when, and Withdraw. */
export function StaffInvitations({ invitations }: { invitations: StaffInvitation[] | null }) {
  if (invitations?.length === 0) return null;
  return (
    <section aria-labelledby="staff-invitations-heading" className="flex flex-col gap-2">
      <h3 id="staff-invitations-heading" className="text-lg font-semibold">
        {english('admin.staff.invitations')}
      </h3>
      <p className="max-w-prose text-sm text-slate-700">{english('admin.staff.invitationsIntro')}</p>
      {invitations === null ? (
        <ListFailure text={english('admin.staff.fetchFailed')} />
      ) : (
        <ul className="flex flex-col gap-2" data-testid="staff-invitations">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-3"
            >
              <span className="min-w-48 flex-1">
                <span className="block font-semibold break-all">{shown(invitation.contact)}</span>
                <span className="block text-sm text-slate-700">
                  {invitation.roles.map((role) => english(`admin.staff.roles.${role}`)).join(', ')}
                </span>
                <span className="block text-sm text-slate-600">
                  {english('admin.staff.invitedColumn')}: {invitation.invitedBy} ·{' '}
                  {english('admin.staff.expiresColumn')}: {formatAdminDate(invitation.expiresAt, 'date')}
                </span>
              </span>
              <DeleteButton
                action={withdrawStaffInvitationAction}
                id={invitation.id}
                name={invitation.contact}
                text={english('admin.staff.withdraw')}
                label={english('admin.staff.withdrawNamed', { contact: shown(invitation.contact) })}
                confirmText={english('admin.staff.confirmWithdraw', { contact: shown(invitation.contact) })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
