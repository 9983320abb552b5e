import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { anyColumnContains } from '../db/text-search';

export const CHAT_ENTRIES_PER_PAGE = 50;
export const UNANSWERED_PER_PAGE = 20;

export type ChatEntry = { id: number; question: string; answer: string; updatedAt: Date };
export type UnansweredQuestion = { question: string; times: number; lastAskedAt: Date };

/** The knowledge base in the order the helper tries it; `query` searches questions and answers. */
export async function findChatEntries(
  db: Kysely<Database>,
  filters: { query?: string; page?: number } = {},
): Promise<{ rows: ChatEntry[]; total: number; page: number; pageCount: number }> {
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const query = filters.query?.trim().slice(0, 100);
  let matching = db.selectFrom('chat_knowledge');
  if (query) matching = matching.where(anyColumnContains(['question', 'answer'], query));
  const [rows, count] = await Promise.all([
    matching
      .select(['id', 'question', 'answer', 'updated_at'])
      .orderBy('position')
      .orderBy('id')
      .limit(CHAT_ENTRIES_PER_PAGE)
      .offset((page - 1) * CHAT_ENTRIES_PER_PAGE)
      .execute(),
    matching.select(sql<number | string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
  return {
    rows: rows.map((row) => ({ id: row.id, question: row.question, answer: row.answer, updatedAt: row.updated_at })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / CHAT_ENTRIES_PER_PAGE)),
  };
}

/** Questions the helper could not answer, most recently asked first, with how often each was asked. */
export async function findUnansweredQuestions(
  db: Kysely<Database>,
  filters: { page?: number } = {},
): Promise<{ rows: UnansweredQuestion[]; total: number; page: number; pageCount: number }> {
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const [rows, count] = await Promise.all([
    db
      .selectFrom('chat_unanswered')
      .select(['question', sql<number | string>`count(*)`.as('times'), sql<Date>`max(created_at)`.as('last_asked_at')])
      .groupBy('question')
      .orderBy(sql`max(created_at)`, 'desc')
      .orderBy('question')
      .limit(UNANSWERED_PER_PAGE)
      .offset((page - 1) * UNANSWERED_PER_PAGE)
      .execute(),
    db
      .selectFrom('chat_unanswered')
      .select(sql<number | string>`count(distinct question)`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
  return {
    rows: rows.map((row) => ({
      question: row.question,
      times: Number(row.times),
      lastAskedAt: row.last_asked_at,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / UNANSWERED_PER_PAGE)),
  };
}
