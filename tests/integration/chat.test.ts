import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerChatQuestion, CHAT_LIMIT } from '@/server/chat/answer-chat-question';
import { findChatEntries, findUnansweredQuestions } from '@/server/chat/find-chat-entries';
import { deleteChatEntry, dismissUnansweredQuestion, saveChatEntry } from '@/server/chat/save-chat-entry';
import { seedDemoContent } from '@/server/db/seed/seed-demo';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const admin = { userId: 'admin-1', email: 'office@example.in', isAdmin: true };
let addresses = 0;
/** Each call its own visitor, so the rate limit only counts where a test means it to. */
const visitor = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};

describe.each(testEngines())('chat helper on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedDemoContent(database.db);
    const now = new Date().toISOString();
    await database.db
      .insertInto('user')
      .values({
        id: 'admin-1',
        name: 'Office',
        email: 'office@example.in',
        emailVerified: engine === 'sqlite' ? 1 : true,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  });
  afterAll(async () => {
    await database.drop();
  });

  const ask = (question: string, clientAddress = visitor()) =>
    answerChatQuestion({ db: database.db, question, clientAddress });

  it('answers from the seeded knowledge base, which covers every topic of the spec', async () => {
    const { total } = await findChatEntries(database.db);
    expect(total).toBeGreaterThanOrEqual(65);
    expect((await ask('Do you have a mobile app?')).answer).toMatch(/app/i);
    expect(await ask('how i can order fish seed?')).toMatchObject({ rule: 'tolerant' });
    for (const topic of ['bulk', 'discount', 'deliver', 'track', 'cancel', 'refund', 'sample', 'newsletter']) {
      expect((await findChatEntries(database.db, { query: topic })).total, topic).toBeGreaterThan(0);
    }
  });

  it('keeps what it could not answer (the words only), counted per question', async () => {
    expect(await ask('Is there a fish fair in Jorhat?')).toEqual({ answer: null, rule: null });
    await ask('is there a FISH fair in jorhat');
    const { questions } = await findUnansweredQuestions(database.db);
    expect(questions[0]).toMatchObject({ question: 'is there a fish fair in jorhat', times: 2 });
    expect(questions[0]?.lastAskedAt).toBeInstanceOf(Date);
  });

  it('refuses empty questions and too many from one address', async () => {
    await expect(ask('  ?! ')).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    const address = visitor();
    for (let index = 0; index < CHAT_LIMIT.max; index++) await ask('hello', address);
    await expect(ask('hello', address)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('an admin turns an unanswered question into an answer, edits it, and deletes it; each with an audit line', async () => {
    await ask('do you sell crabs');
    const { id } = await saveChatEntry({
      db: database.db,
      actor: admin,
      input: { question: 'Do you sell crabs?', answer: 'Not yet: we sell fish seed, feed and equipment.' },
    });
    expect((await findUnansweredQuestions(database.db)).questions.map((row) => row.question)).not.toContain(
      'do you sell crabs',
    );
    expect((await ask('do you sell crabs')).answer).toBe('Not yet: we sell fish seed, feed and equipment.');
    // A second question reading the same is refused: the helper would never reach it.
    await expect(
      saveChatEntry({ db: database.db, actor: admin, input: { question: 'do you SELL crabs', answer: 'x' } }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });

    await saveChatEntry({
      db: database.db,
      actor: admin,
      id,
      input: { question: 'Do you sell crabs?', answer: 'From March: mud crab seed. See /products.' },
    });
    expect((await ask('Do you sell crabs')).answer).toBe('From March: mud crab seed. See /products.');

    await deleteChatEntry({ db: database.db, actor: admin, id });
    expect((await ask('do you sell crabs')).answer).toBeNull();
    await expect(deleteChatEntry({ db: database.db, actor: admin, id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'chat_knowledge')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((line) => line.action)).toEqual(['create', 'update', 'delete']);
    expect(JSON.parse(audit[1]?.before ?? '{}')).toMatchObject({
      answer: 'Not yet: we sell fish seed, feed and equipment.',
    });
  });

  it('dismisses an unanswered question', async () => {
    await ask('what is the moon made of');
    await dismissUnansweredQuestion({ db: database.db, actor: admin, question: 'What is the moon made of?' });
    expect((await findUnansweredQuestions(database.db)).questions.map((row) => row.question)).not.toContain(
      'what is the moon made of',
    );
    await expect(
      dismissUnansweredQuestion({ db: database.db, actor: admin, question: 'what is the moon made of' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses anyone but an admin and changes nothing', async () => {
    const before = await findChatEntries(database.db);
    for (const actor of [null, { userId: 'user-1', email: 'farmer@example.in', isAdmin: false }]) {
      await expect(
        saveChatEntry({ db: database.db, actor, input: { question: 'Forged', answer: 'Forged' } }),
      ).rejects.toMatchObject({ code: actor ? 'FORBIDDEN' : 'UNAUTHENTICATED' });
      await expect(deleteChatEntry({ db: database.db, actor, id: before.entries[0]?.id ?? 1 })).rejects.toMatchObject({
        code: actor ? 'FORBIDDEN' : 'UNAUTHENTICATED',
      });
    }
    expect(await findChatEntries(database.db)).toEqual(before);
  });
});
