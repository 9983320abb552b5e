import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { placeholderEmail } from '@/lib/account-email';
import { STAFF_ROLES, type StaffRole } from '@/lib/permissions';
import { passwordProblem } from '../auth/password-rules';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { invitationTokenHash } from './invitation-token';
import { writeStaffRoles } from './set-staff-roles';

export const acceptStaffInvitationErrors = declareErrors(
  'NOT_FOUND',
  'INVALID_INPUT',
  'PASSWORD_TOO_SHORT_FOR_ADMIN',
  'PASSWORD_TOO_COMMON',
);

/**
 * Accepts a staff invitation through its link: the token proves that whoever
 * holds it reads the invited inbox or phone, so they choose the account's
 * password here, and the roles go to the account of that contact (made now if
 * there is none). Nothing anyone set before this proof survives it: an account
 * someone opened with the address first (unconfirmed, or confirmed by a click
 * on a link they triggered) loses its password, sessions and two-step sign-in,
 * and for an e-mail invitation its mobile number too (each is a way in its
 * holder may not have chosen); its orders stay. The link works once (the
 * invitation is deleted by the first to use it), until it expires. The roles
 * are added to any held, audited in the inviter's name. The password must meet
 * the staff rule; the caller hashes it (better-auth's hasher) outside the
 * transaction, as it is slow. Returns the account and how it signs in.
 */
export async function acceptStaffInvitation(options: {
  db: Kysely<Database>;
  hashPassword: (password: string) => Promise<string>;
  token: string;
  name: string;
  password: string;
  now?: Date;
}): Promise<{ userId: string; contact: string; roles: StaffRole[] }> {
  const { db, token, name } = options;
  const now = (options.now ?? new Date()).toISOString();
  const problem = passwordProblem(options.password, 'admin');
  if (problem === 'TOO_COMMON') throw new AppError('PASSWORD_TOO_COMMON');
  if (problem === 'TOO_LONG') throw new AppError('INVALID_INPUT');
  if (problem) throw new AppError('PASSWORD_TOO_SHORT_FOR_ADMIN');
  const hash = await options.hashPassword(options.password);

  return db.transaction().execute(async (trx) => {
    const invitation = await trx
      .deleteFrom('staff_invitations')
      .where('token_hash', '=', invitationTokenHash(token))
      // The same ISO text on both engines, as the outbox's due times.
      .where('expires_at', '>', now as unknown as Date)
      .returningAll()
      .executeTakeFirst();
    if (!invitation) throw new AppError('NOT_FOUND', 'This invitation link is not valid.');
    const userId = await claimAccount(trx, { contact: invitation.contact, name, hash, now });
    const rows = await trx.selectFrom('staff_roles').select('role').where('user_id', '=', userId).execute();
    const held = STAFF_ROLES.filter((role) => rows.some((row) => row.role === role));
    const invited = JSON.parse(invitation.roles) as string[];
    const roles = STAFF_ROLES.filter((role) => held.includes(role) || invited.includes(role));
    await writeStaffRoles(trx, {
      userId,
      held,
      roles,
      auditActor: { userId: invitation.invited_by_id, email: `invitation from ${invitation.invited_by_email}` },
    });
    return { userId, contact: invitation.contact, roles };
  });
}

/**
 * The account of the invited contact with exactly this password as its way in,
 * the contact proved: the existing one (cleared of every way in set before) or
 * a new one.
 */
async function claimAccount(
  trx: Transaction<Database>,
  claim: { contact: string; name: string; hash: string; now: string },
): Promise<string> {
  const { contact, name, hash, now } = claim;
  const byPhone = contact.startsWith('+');
  const existing = await trx
    .selectFrom('user')
    .select('id')
    .where(byPhone ? 'phoneNumber' : 'email', '=', contact)
    .executeTakeFirst();
  // Literals: SQLite stores the flags as 0/1 and reads TRUE as 1, PostgreSQL as booleans.
  const proved = sql.lit(true);
  let userId: string;
  if (existing) {
    userId = existing.id;
    await trx
      .updateTable('user')
      .set({
        name,
        updatedAt: now,
        twoFactorEnabled: sql.lit(false),
        ...(byPhone
          ? { phoneNumberVerified: proved }
          : { emailVerified: proved, phoneNumber: null, phoneNumberVerified: null }),
      })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('session').where('userId', '=', userId).execute();
    await trx.deleteFrom('twoFactor').where('userId', '=', userId).execute();
    // Password-reset links asked for before (their value is the account's id).
    await trx.deleteFrom('verification').where('value', '=', userId).execute();
  } else {
    userId = randomUUID();
    await trx
      .insertInto('user')
      .values({
        id: userId,
        name,
        email: byPhone ? placeholderEmail() : contact,
        emailVerified: byPhone ? sql.lit(false) : proved,
        phoneNumber: byPhone ? contact : null,
        phoneNumberVerified: byPhone ? proved : null,
        twoFactorEnabled: sql.lit(false),
        image: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }
  const credential = await trx
    .updateTable('account')
    .set({ password: hash, updatedAt: now })
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  if (Number(credential.numUpdatedRows) === 0) {
    await trx
      .insertInto('account')
      .values({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: hash,
        accessToken: null,
        refreshToken: null,
        idToken: null,
        accessTokenExpiresAt: null,
        refreshTokenExpiresAt: null,
        scope: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }
  return userId;
}
