import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';

export const withdrawStaffInvitationErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/** Withdraws an invitation not yet accepted (an owner changed their mind, or a mistyped address). Audited. */
export async function withdrawStaffInvitation(options: {
  db: Kysely<Database>;
  actor: StaffActor | null;
  id: number;
}): Promise<void> {
  const { db, actor, id } = options;
  if (actor === null) throw new AppError('UNAUTHENTICATED');
  assertPermission(actor, 'staff');
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('staff_invitations')
      .where('id', '=', id)
      .returning(['contact', 'roles'])
      .executeTakeFirst();
    if (!deleted) throw new AppError('NOT_FOUND', 'No such invitation.');
    await recordAudit(trx, {
      actor,
      action: 'delete',
      entity: 'staff_invitations',
      entityId: id,
      before: { contact: deleted.contact, roles: JSON.parse(deleted.roles) },
    });
  });
}
