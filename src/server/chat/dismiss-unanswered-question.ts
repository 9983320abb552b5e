import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { normalizeQuestion } from './match-question';

export const dismissUnansweredQuestionErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/** Takes a question off the unanswered list (every time it was asked) without answering it. */
export async function dismissUnansweredQuestion(options: {
  db: Kysely<Database>;
  actor: StaffActor | null;
  question: string;
}): Promise<void> {
  const { actor } = options;
  assertPermission(actor, 'content');
  const asked = normalizeQuestion(options.question);
  await options.db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('chat_unanswered').where('question', '=', asked).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
    await recordAudit(trx, {
      actor,
      action: 'delete',
      entity: 'chat_unanswered',
      entityId: asked.slice(0, 100),
      before: { question: asked, times: Number(removed.numDeletedRows) },
    });
  });
}
