import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
// The pairs come from the seed, not a copy: a database that runs this migration later gets the
// seed's text of that day, the same a new database gets.
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

/**
 * Issue 16: orders no longer need an account or an e-mail. Seeded answers that
 * said so are brought up to date, again only where staff have not changed them.
 */
const CORRECTED_ANSWERS = [
  {
    question: 'how can i order',
    was: 'Log in (/login), open a product at /products, use the order button, fill in the quantity and your details and send the order request. Our office confirms or rejects it by e-mail.',
    now: 'Open a product at /products, tap Order Now, fill in your name, mobile number, address and the quantity (e-mail is optional) and send the order request. Our office confirms or rejects it by phone or e-mail.',
  },
  {
    question: 'how do i place an order',
    was: 'Choose a product at /products and send an order request from its page. There is no online payment: our office confirms your order by e-mail and arranges payment and delivery.',
    now: 'Choose a product at /products and send an order request from its page. There is no online payment: our office confirms your order by phone or e-mail and arranges payment and delivery.',
  },
  {
    question: 'do i need an account to order',
    was: 'Yes, please sign up (/signup) or log in (/login) before ordering, so we can send you the confirmation and show your order history.',
    now: 'No. You can send an order request with your name and mobile number; e-mail is optional and our office will call you to confirm. With an account (/signup) your details are filled in for you and you can follow your orders at /account/orders.',
  },
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
    for (const pair of CORRECTED_ANSWERS) {
      await db
        .updateTable('chat_knowledge')
        .set({ answer: pair.now })
        .where('question', '=', pair.question)
        .where('answer', '=', pair.was)
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
