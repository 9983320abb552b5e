import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { declareErrors } from '../errors/app-error';
import { assertFound, deletePictureOf } from '../storage/change-picture';
import type { FileStorage } from '../storage/file-storage';

export const deleteTeamMemberErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/** Removes a team member and their photo file. Throws NOT_FOUND when already gone. */
export async function deleteTeamMember(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: StaffActor | null;
  id: number;
}): Promise<void> {
  const { actor } = options;
  assertPermission(actor, 'content');
  const row = await options.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('team_members')
      .where('id', '=', options.id)
      .returning(['name', 'role', 'image_url'])
      .executeTakeFirst();
    if (deleted) {
      await recordAudit(trx, {
        actor,
        action: 'delete',
        entity: 'team_members',
        entityId: options.id,
        before: { name: deleted.name, role: deleted.role },
      });
    }
    return deleted;
  });
  assertFound(row !== undefined);
  await deletePictureOf(options.storage, options.logger, row?.image_url ?? null);
}
