import type { Kysely, Transaction } from 'kysely';
import { canGrant, STAFF_ROLES, type StaffRole } from '@/lib/permissions';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { DatabaseEngine } from '../db/engine';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';

export const setStaffRolesErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'LAST_OWNER');

/** The operator at the server's command line (`npm run user`), who may set any role. */
export const OPERATOR = 'operator';
const OPERATOR_IN_AUDIT = { userId: null, email: 'operator (npm run user)' };

/**
 * Gives a person exactly these staff roles (none: they are no longer staff).
 * A person with the staff permission may change only roles they may grant
 * (canGrant: an owner any); the last owner keeps the owner role; every change
 * is in the audit trail. Someone who becomes staff is signed out everywhere: their password
 * (of which we hold only a hash) is checked against the staff rule at their
 * next sign-in, and a weak one must be changed before the back office opens
 * (auth-hooks.ts). Returns what changed.
 */
export async function setStaffRoles(options: {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  actor: StaffActor | typeof OPERATOR | null;
  userId: string;
  roles: readonly StaffRole[];
  /** Add these roles to those held ("Add staff": entering someone already on the staff takes nothing away). */
  adding?: boolean;
}): Promise<{ granted: StaffRole[]; revoked: StaffRole[] }> {
  const { db, actor, userId } = options;
  if (actor === null) throw new AppError('UNAUTHENTICATED');
  const changer = actor === OPERATOR ? null : actor;
  if (changer) assertPermission(changer, 'staff');

  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND', 'No such user.');
    const rows = await trx.selectFrom('staff_roles').select('role').where('user_id', '=', userId).execute();
    const held = STAFF_ROLES.filter((role) => rows.some((row) => row.role === role));
    const roles = STAFF_ROLES.filter((role) => options.roles.includes(role) || (options.adding && held.includes(role)));
    const granted = roles.filter((role) => !held.includes(role));
    const revoked = held.filter((role) => !roles.includes(role));
    if (granted.length === 0 && revoked.length === 0) return { granted, revoked };
    if (changer && [...granted, ...revoked].some((role) => !canGrant(changer.roles, role))) {
      throw new AppError('FORBIDDEN');
    }
    if (revoked.includes('owner')) {
      let owners = trx.selectFrom('staff_roles').select('user_id').where('role', '=', 'owner');
      // Two owners removing each other at once must not both pass: PostgreSQL locks
      // the rows; SQLite runs one write transaction at a time anyway.
      if (options.engine === 'postgres') owners = owners.forUpdate();
      if ((await owners.execute()).every((owner) => owner.user_id === userId))
        throw new AppError('LAST_OWNER', 'The back office must keep an owner: make someone else an owner first.');
    }

    await writeStaffRoles(trx, { userId, held, roles, auditActor: changer ?? OPERATOR_IN_AUDIT });
    return { granted, revoked };
  });
}

/**
 * Writes a person's new roles, checked by the caller: the staff row (joining
 * ends their sessions), the roles, and the audit line. It refuses nothing.
 */
export async function writeStaffRoles(
  trx: Transaction<Database>,
  change: { userId: string; held: readonly StaffRole[]; roles: readonly StaffRole[]; auditActor: AuditActor },
): Promise<void> {
  const { userId, held, roles } = change;
  const granted = roles.filter((role) => !held.includes(role));
  const revoked = held.filter((role) => !roles.includes(role));
  if (roles.length === 0) {
    await trx.deleteFrom('staff_roles').where('user_id', '=', userId).execute();
    await trx.deleteFrom('staff_members').where('user_id', '=', userId).execute();
  } else {
    const joined = await trx
      .insertInto('staff_members')
      .values({ user_id: userId })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (joined) await trx.deleteFrom('session').where('userId', '=', userId).execute();
    if (revoked.length > 0) {
      await trx.deleteFrom('staff_roles').where('user_id', '=', userId).where('role', 'in', revoked).execute();
    }
    if (granted.length > 0) {
      await trx
        .insertInto('staff_roles')
        .values(granted.map((role) => ({ user_id: userId, role })))
        .execute();
    }
  }
  await recordAudit(trx, {
    actor: change.auditActor,
    action: 'update',
    entity: 'staff_roles',
    entityId: userId,
    before: { roles: held },
    after: { roles },
  });
}
