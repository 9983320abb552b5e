import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database, SubmissionStatus } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { SUBMISSION_TABLES, type SubmissionKind } from './submission-tables';

export const setSubmissionStatusErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT');

/**
 * Moves a submission to `new`, `handled` or `replied` (issue 16); any status
 * may follow any other, so a mis-click is undone the same way. Who and when go
 * to the audit trail in the same transaction (before/after status). Setting
 * the status it already has changes nothing and writes no audit line.
 * Throws NOT_FOUND when the submission is gone.
 */
export async function setSubmissionStatus(options: {
  db: Kysely<Database>;
  actor: StaffActor | null;
  kind: SubmissionKind;
  id: number;
  status: SubmissionStatus;
}): Promise<{ changed: boolean }> {
  assertPermission(options.actor, 'submissions');
  const { db, actor, kind, id, status } = options;
  // Dynamic table: one of three known names, checked by the type above; they share the status column.
  const table = SUBMISSION_TABLES[kind] as 'contact_us';

  return db.transaction().execute(async (trx) => {
    // Compare and set: if another admin changed it between the read and the write, read again,
    // so the audit line's "before" is the status this change really replaced.
    for (let attempt = 1; ; attempt++) {
      const row = await trx.selectFrom(table).select('status').where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status === status) return { changed: false };
      const updated = await trx
        .updateTable(table)
        .set({ status })
        .where('id', '=', id)
        .where('status', '=', row.status)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        if (attempt >= 3) throw new AppError('CONFLICT');
        continue;
      }
      await recordAudit(trx, {
        actor,
        action: 'update',
        entity: SUBMISSION_TABLES[kind],
        entityId: id,
        before: { status: row.status },
        after: { status },
      });
      return { changed: true };
    }
  });
}
