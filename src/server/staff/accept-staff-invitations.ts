import type { Kysely } from 'kysely';
import { realEmail } from '@/lib/account-email';
import { STAFF_ROLES, type StaffRole } from '@/lib/permissions';
import type { Database } from '../db/schema';
import { writeStaffRoles } from './set-staff-roles';

/**
 * Gives a person the roles they were invited to, once their account proves the
 * invited contact theirs: a confirmed e-mail address, or a mobile number a
 * sign-in code reached (an address typed at sign-up proves nothing). Called
 * when an account is made or changed (create-auth.ts); an expired invitation
 * gives nothing. The roles are added to any held, the invitation deleted, and
 * the audit line names the inviter (their choice, checked when they invited). Returns the roles given.
 */
export async function acceptStaffInvitations(options: {
  db: Kysely<Database>;
  user: {
    id: string;
    email?: string | null;
    emailVerified?: boolean | null;
    phoneNumber?: string | null;
    phoneNumberVerified?: boolean | null;
  };
}): Promise<StaffRole[]> {
  const { db, user } = options;
  const email = user.emailVerified && user.email ? realEmail(user.email)?.toLowerCase() : null;
  const phone = user.phoneNumberVerified && user.phoneNumber ? user.phoneNumber : null;
  const contacts = [email, phone].filter((contact): contact is string => Boolean(contact));
  if (contacts.length === 0) return [];
  const invitations = await db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('contact', 'in', contacts)
    // The same ISO text on both engines (SQLite compares it as text), as the outbox's due times.
    .where('expires_at', '>', new Date().toISOString() as unknown as Date)
    .execute();
  const given: StaffRole[] = [];
  for (const invitation of invitations) {
    const invited = JSON.parse(invitation.roles) as string[];
    await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('staff_roles').select('role').where('user_id', '=', user.id).execute();
      const held = STAFF_ROLES.filter((role) => rows.some((row) => row.role === role));
      // Added to what the person holds: accepting an invitation takes nothing away.
      const roles = STAFF_ROLES.filter((role) => held.includes(role) || invited.includes(role));
      if (roles.length > held.length) {
        await writeStaffRoles(trx, {
          userId: user.id,
          held,
          roles,
          auditActor: { userId: invitation.invited_by_id, email: `invitation from ${invitation.invited_by_email}` },
        });
      }
      await trx.deleteFrom('staff_invitations').where('id', '=', invitation.id).execute();
      given.push(...roles.filter((role) => !held.includes(role) && !given.includes(role)));
    });
  }
  return given;
}
