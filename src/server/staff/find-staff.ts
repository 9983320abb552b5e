import type { Kysely } from 'kysely';
import { realEmail } from '@/lib/account-email';
import { STAFF_ROLES, type StaffRole } from '@/lib/permissions';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { invitationTokenHash } from './invitation-token';

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

/**
 * The account whose e-mail address or mobile number (+91XXXXXXXXXX) is proved
 * its own: an address its holder confirmed, a number a code reached. Anyone
 * can sign up with anyone's address, so an unconfirmed one names nobody: such
 * a contact gets an invitation instead. Throws NOT_FOUND.
 */
export async function findAccountByContact(db: Kysely<Database>, contact: string): Promise<string> {
  const byPhone = contact.startsWith('+');
  const account = await db
    .selectFrom('user')
    .select(['id', 'emailVerified', 'phoneNumberVerified'])
    .where(byPhone ? 'phoneNumber' : 'email', '=', byPhone ? contact : contact.toLowerCase())
    .executeTakeFirst();
  // 0/1 on SQLite, a boolean on PostgreSQL.
  const proved = byPhone ? account?.phoneNumberVerified : account?.emailVerified;
  if (!account || !proved) throw new AppError('NOT_FOUND');
  return account.id;
}

export type StaffInvitation = { id: number; contact: string; roles: StaffRole[]; invitedBy: string; expiresAt: Date };

const rolesOf = (row: { roles: string }) => {
  const roles = JSON.parse(row.roles) as string[];
  return STAFF_ROLES.filter((role) => roles.includes(role));
};

/** The invitations still waiting for their account, newest first (expired ones are not shown: they give nothing). */
export async function findStaffInvitations(db: Kysely<Database>): Promise<StaffInvitation[]> {
  const rows = await db
    .selectFrom('staff_invitations')
    .selectAll()
    // The same ISO text on both engines, as the outbox's due times.
    .where('expires_at', '>', new Date().toISOString() as unknown as Date)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    contact: row.contact,
    roles: rolesOf(row),
    invitedBy: row.invited_by_email,
    expiresAt: row.expires_at,
  }));
}

/** The invitation whose link carries this token, while it may be accepted; null otherwise. */
export async function findInvitationByToken(
  db: Kysely<Database>,
  token: string,
): Promise<Omit<StaffInvitation, 'id'> | null> {
  const row = await db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('token_hash', '=', invitationTokenHash(token))
    .where('expires_at', '>', new Date().toISOString() as unknown as Date)
    .executeTakeFirst();
  return row
    ? { contact: row.contact, roles: rolesOf(row), invitedBy: row.invited_by_email, expiresAt: row.expires_at }
    : null;
}
