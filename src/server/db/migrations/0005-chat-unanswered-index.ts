import type { Kysely } from 'kysely';

/** The back office groups unanswered chat questions by their text (how often each was asked). */
export function chatUnansweredIndex() {
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('chat_unanswered_question_idx')
      .on('chat_unanswered')
      .columns(['question', 'created_at'])
      .execute();
  }
  return { up };
}
