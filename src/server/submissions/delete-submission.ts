import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { deleteMessagesAbout } from '../outbox/enqueue-messages';
import type { FileStorage } from '../storage/file-storage';
import { SUBMISSION_FIELDS, SUBMISSION_TABLES, type SubmissionKind } from './submission-tables';

const OWN_PRIVATE_FILE = /^\/api\/files\/(private\/[0-9a-f-]{36}\.[a-z]+)$/;

export const deleteSubmissionErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/**
 * Deletes one submission (spec §2.11 Delete), with a line in the audit trail
 * in the same transaction; its file goes afterwards (a file left by a failure
 * here is removed by `npm run files:sweep`). Throws NOT_FOUND when it is gone.
 */
export async function deleteSubmission(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: StaffActor | null;
  kind: SubmissionKind;
  id: number;
}): Promise<void> {
  assertPermission(options.actor, 'submissions');
  const { db, kind, id } = options;
  const { actor } = options;
  const table = SUBMISSION_TABLES[kind];

  const fileUrl = await db.transaction().execute(async (trx) => {
    // Dynamic table: one of three known names, checked by the type above.
    const row = (await trx
      .selectFrom(table as 'contact_us')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!row) throw new AppError('NOT_FOUND');
    await trx
      .deleteFrom(table as 'contact_us')
      .where('id', '=', id)
      .execute();
    await deleteMessagesAbout(trx, table, [id]);
    const before = Object.fromEntries(
      [...SUBMISSION_FIELDS[kind], 'file_name']
        .filter((column) => column in row)
        .map((column) => [column, row[column]]),
    );
    await recordAudit(trx, { actor, action: 'delete', entity: table, entityId: id, before });
    return typeof row.file_url === 'string' ? row.file_url : null;
  });

  const key = fileUrl ? OWN_PRIVATE_FILE.exec(fileUrl)?.[1] : undefined;
  if (key) {
    try {
      await options.storage.delete(key);
    } catch (error) {
      options.logger.warn({ err: error, key }, 'could not delete the file of a deleted submission');
    }
  }
}
