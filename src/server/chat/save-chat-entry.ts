import type { Kysely } from 'kysely';
import type { ChatEntryInput } from '@/lib/schemas/chat';
import type { TranslationsInput } from '@/lib/schemas/translation-fields';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { writeTranslations } from '../i18n/content-translations';
import { normalizeQuestion } from './match-question';

export const saveChatEntryErrors = declareErrors(
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'INVALID_INPUT',
  'CONFLICT',
  'NOT_FOUND',
);

/**
 * Adds a question and its answer (no `id`; it is tried after the others) or
 * changes one. A question that reads the same as another one (case, spaces
 * and punctuation aside) is refused with CONFLICT: the helper would never
 * reach it. The unanswered question it answers leaves that list. Its Assamese
 * and Hindi versions, when given, are saved with it.
 */
export async function saveChatEntry(options: {
  db: Kysely<Database>;
  actor: StaffActor | null;
  id?: number;
  input: ChatEntryInput;
  translations?: TranslationsInput<'question' | 'answer'>;
}): Promise<{ id: number }> {
  const { actor, id, input } = options;
  assertPermission(actor, 'content');
  const asked = normalizeQuestion(input.question);
  if (!asked) throw new AppError('INVALID_INPUT');
  return options.db.transaction().execute(async (trx) => {
    const others = await trx.selectFrom('chat_knowledge').select(['id', 'question']).execute();
    if (others.some((other) => other.id !== id && normalizeQuestion(other.question) === asked)) {
      throw new AppError('CONFLICT');
    }
    let savedId: number;
    if (id === undefined) {
      const last = await trx
        .selectFrom('chat_knowledge')
        .select((eb) => eb.fn.max('position').as('position'))
        .executeTakeFirst();
      const row = await trx
        .insertInto('chat_knowledge')
        .values({ question: input.question, answer: input.answer, position: Number(last?.position ?? 0) + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      savedId = row.id;
      await recordAudit(trx, { actor, action: 'create', entity: 'chat_knowledge', entityId: savedId, after: input });
    } else {
      const before = await trx
        .selectFrom('chat_knowledge')
        .select(['question', 'answer'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!before) throw new AppError('NOT_FOUND');
      await trx
        .updateTable('chat_knowledge')
        .set({ question: input.question, answer: input.answer, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      savedId = id;
      await recordAudit(trx, { actor, action: 'update', entity: 'chat_knowledge', entityId: id, before, after: input });
    }
    if (options.translations)
      await writeTranslations(trx, 'chat_knowledge_translations', savedId, options.translations);
    await trx.deleteFrom('chat_unanswered').where('question', '=', asked).execute();
    return { id: savedId };
  });
}
