import type { Kysely } from 'kysely';
import { realEmail } from '@/lib/account-email';
import { STAFF_ROLES, type StaffRole } from '@/lib/permissions';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';

export type StaffMember = {
  userId: string;
  name: string;
  /** Null for an account made with a mobile number that has added no e-mail. */
  email: string | null;
  phoneNumber: string | null;
  roles: StaffRole[];
};

/** Everyone holding a staff role, owners first, then by e-mail address. */
export async function findStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff_roles')
    .innerJoin('user', 'user.id', 'staff_roles.user_id')
    .select(['user.id', 'user.name', 'user.email', 'user.phoneNumber', 'user.phoneNumberVerified', 'staff_roles.role'])
    .execute();
  const members = new Map<string, StaffMember>();
  for (const row of rows) {
    const member = members.get(row.id) ?? {
      userId: row.id,
      name: row.name,
      email: realEmail(row.email),
      phoneNumber: row.phoneNumber && row.phoneNumberVerified ? row.phoneNumber : null,
      roles: [],
    };
    member.roles.push(row.role);
    members.set(row.id, member);
  }
  const rank = (member: StaffMember) => (member.roles.includes('owner') ? 0 : 1);
  return [...members.values()]
    .map((member) => ({ ...member, roles: STAFF_ROLES.filter((role) => member.roles.includes(role)) }))
    .sort(
      (a, b) => rank(a) - rank(b) || (a.email ?? a.phoneNumber ?? '').localeCompare(b.email ?? b.phoneNumber ?? ''),
    );
}

export const findAccountByContactErrors = declareErrors('NOT_FOUND');

/** The account with this e-mail address, or this mobile number once proved theirs (+91XXXXXXXXXX). Throws NOT_FOUND. */
export async function findAccountByContact(db: Kysely<Database>, contact: string): Promise<string> {
  const byPhone = contact.startsWith('+');
  const account = await db
    .selectFrom('user')
    .select(['id', 'phoneNumberVerified'])
    .where(byPhone ? 'phoneNumber' : 'email', '=', byPhone ? contact : contact.toLowerCase())
    .executeTakeFirst();
  // A number is the account's only once a code sent to it proved it (0/1 on SQLite, a boolean on PostgreSQL).
  if (!account || (byPhone && !account.phoneNumberVerified)) throw new AppError('NOT_FOUND');
  return account.id;
}

export type StaffInvitation = { id: number; contact: string; roles: StaffRole[]; invitedBy: string; expiresAt: Date };

/** The invitations still waiting for their account, newest first (expired ones are not shown: they give nothing). */
export async function findStaffInvitations(db: Kysely<Database>): Promise<StaffInvitation[]> {
  const rows = await db
    .selectFrom('staff_invitations')
    .selectAll()
    // The same ISO text on both engines, as the outbox's due times.
    .where('expires_at', '>', new Date().toISOString() as unknown as Date)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => {
    const roles = JSON.parse(row.roles) as string[];
    return {
      id: row.id,
      contact: row.contact,
      roles: STAFF_ROLES.filter((role) => roles.includes(role)),
      invitedBy: row.invited_by_email,
      expiresAt: row.expires_at,
    };
  });
}
