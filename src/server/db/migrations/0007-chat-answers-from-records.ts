import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { waterTestingChatEntries } from '../seed/demo-content';

/**
 * Decision 016: the chat helper answers contact questions from the company
 * settings. Three seeded pairs gave the same facts as fixed text (the hours,
 * "see the Contact page"), and an exact match would still reach them, so they
 * go: only where their answer is still the seeded one, never a pair the staff
 * wrote or edited. Knowledge bases seeded before the water-testing pairs
 * existed get them, after their own pairs. An empty knowledge base (a new
 * database) is left to the seed.
 */
const RETIRED_PAIRS = [
  {
    question: 'how can i contact you',
    answer: 'Use the form on our Contact page (/contact) or the phone numbers and WhatsApp link listed there.',
  },
  {
    question: 'what is your phone number',
    answer: 'Our phone numbers, WhatsApp link and e-mail addresses are all on our Contact page (/contact).',
  },
  { question: 'what are your working hours', answer: 'Monday to Saturday, 10:00 AM to 6:00 PM IST.' },
];

export function chatAnswersFromRecords() {
  async function up(untyped: Kysely<unknown>): Promise<void> {
    const db = untyped as Kysely<Database>;
    for (const pair of RETIRED_PAIRS) {
      await db
        .deleteFrom('chat_knowledge')
        .where('question', '=', pair.question)
        .where('answer', '=', pair.answer)
        .execute();
    }
    const last = await db
      .selectFrom('chat_knowledge')
      .select(sql<number | string | null>`max(position)`.as('position'))
      .executeTakeFirst();
    if (last?.position === null || last?.position === undefined) return;
    let position = Number(last.position);
    for (const entry of waterTestingChatEntries) {
      position += 1;
      await db
        .insertInto('chat_knowledge')
        .values({ question: entry.question, answer: entry.answer, position })
        .onConflict((conflict) => conflict.column('question').doNothing())
        .execute();
    }
  }
  return { up };
}
