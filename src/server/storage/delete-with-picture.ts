import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Permission } from '@/lib/permissions';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { deletePictureOf } from './change-picture';
import type { FileStorage } from './file-storage';

/** What a use-case that deletes one record with a picture is given. */
export type DeleteRecordOptions = {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: StaffActor | null;
  id: number;
};

/** What `remove` found and deleted: what the audit keeps of it, and its picture's address. */
export type DeletedRecord = { before: Record<string, unknown>; picture: string | null };

/**
 * Deletes one record and writes its audit entry in one transaction, then its
 * picture file: after the commit, so a failed delete never loses the picture of
 * a record that stays. Throws NOT_FOUND when `remove` found nothing.
 */
export async function deleteWithPicture(
  options: DeleteRecordOptions & {
    permission: Permission;
    entity: string;
    remove: (trx: Transaction<Database>, id: number) => Promise<DeletedRecord | undefined>;
  },
): Promise<void> {
  const { actor, id } = options;
  assertPermission(actor, options.permission);
  const picture = await options.db.transaction().execute(async (trx) => {
    const deleted = await options.remove(trx, id);
    if (!deleted) throw new AppError('NOT_FOUND');
    await recordAudit(trx, { actor, action: 'delete', entity: options.entity, entityId: id, before: deleted.before });
    return deleted.picture;
  });
  await deletePictureOf(options.storage, options.logger, picture);
}
