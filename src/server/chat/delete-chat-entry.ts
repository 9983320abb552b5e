import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';

export const deleteChatEntryErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/** Removes a question and its answer. Throws NOT_FOUND when it was already gone. */
export async function deleteChatEntry(options: {
  db: Kysely<Database>;
  actor: StaffActor | null;
  id: number;
}): Promise<void> {
  const { actor, id } = options;
  assertPermission(actor, 'content');
  await options.db.transaction().execute(async (trx) => {
    const before = await trx
      .deleteFrom('chat_knowledge')
      .where('id', '=', id)
      .returning(['question', 'answer'])
      .executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND');
    await recordAudit(trx, { actor, action: 'delete', entity: 'chat_knowledge', entityId: id, before });
  });
}
