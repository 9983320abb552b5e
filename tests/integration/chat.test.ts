import type { Kysely } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatPart } from '@/lib/chat-reply';
import { answerChatQuestion, CHAT_LIMIT } from '@/server/chat/answer-chat-question';
import { deleteChatEntry } from '@/server/chat/delete-chat-entry';
import { dismissUnansweredQuestion } from '@/server/chat/dismiss-unanswered-question';
import { findChatEntries, findUnansweredQuestions } from '@/server/chat/find-chat-entries';
import { saveChatEntry } from '@/server/chat/save-chat-entry';
import { chatAnswersFromRecords } from '@/server/db/migrations/0009-chat-answers-from-records';
import { waterTestingChatEntries } from '@/server/db/seed/demo-content';
import { seedDemoContent } from '@/server/db/seed/seed-demo';
import { defaultCompany } from '@/server/settings/default-company';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { insertVerifiedUser } from '../setup/users';

const admin = { userId: 'admin-1', email: 'office@example.in', roles: ['owner' as const] };
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
    await insertVerifiedUser(database.db, engine, { id: 'admin-1', name: 'Office', email: 'office@example.in' });
  });
  afterAll(async () => {
    await database.drop();
  });

  const logger = pino({ level: 'silent' });
  const ask = (question: string, clientAddress = visitor()) =>
    answerChatQuestion({ db: database.db, logger, question, clientAddress, locale: 'en' });
  const answerTo = async (question: string) => (await ask(question)).reply.answer;
  const partsOf = async <Type extends ChatPart['type']>(question: string, type: Type) =>
    (await ask(question)).reply.parts.filter((part): part is Extract<ChatPart, { type: Type }> => part.type === type);
  const unansweredCount = async (question: string) =>
    (await findUnansweredQuestions(database.db)).rows.find((row) => row.question === question)?.times ?? 0;

  it('answers from the seeded knowledge base, which covers every topic of the spec', async () => {
    const { total } = await findChatEntries(database.db);
    expect(total).toBeGreaterThanOrEqual(65);
    expect(await answerTo('Do you have a mobile app?')).toMatch(/app/i);
    expect(await ask('how i can order fish seed?')).toMatchObject({ rule: 'tolerant' });
    for (const topic of ['bulk', 'discount', 'deliver', 'track', 'cancel', 'refund', 'sample', 'newsletter']) {
      expect((await findChatEntries(database.db, { query: topic })).total, topic).toBeGreaterThan(0);
    }
  });

  it('keeps what it could not answer (the words only), counted per question', async () => {
    expect(await ask('Is there a fish fair in Jorhat?')).toMatchObject({
      rule: null,
      reply: {
        kind: 'fallback',
        answer: "Sorry, I don't have an answer for that. Please contact our team for more help.",
      },
    });
    await ask('is there a FISH fair in jorhat');
    const { rows: questions } = await findUnansweredQuestions(database.db);
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
    expect((await findUnansweredQuestions(database.db)).rows.map((row) => row.question)).not.toContain(
      'do you sell crabs',
    );
    expect(await answerTo('do you sell crabs')).toBe('Not yet: we sell fish seed, feed and equipment.');
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
    expect(await answerTo('Do you sell crabs')).toBe('From March: mud crab seed. See /products.');

    await deleteChatEntry({ db: database.db, actor: admin, id });
    expect((await ask('do you sell crabs')).rule).toBeNull();
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

  it('keeps nothing of a question asked with keep: false (a GET made by another site)', async () => {
    const question = 'zqxw planted by another site';
    const asked = await answerChatQuestion({
      db: database.db,
      logger,
      question,
      clientAddress: visitor(),
      keep: false,
      locale: 'en',
    });
    expect(asked.rule).toBeNull();
    expect(await unansweredCount(question)).toBe(0);
    await ask(question);
    expect(await unansweredCount(question)).toBe(1);
  });

  it('dismisses an unanswered question', async () => {
    await ask('what is the moon made of');
    await dismissUnansweredQuestion({ db: database.db, actor: admin, question: 'What is the moon made of?' });
    expect((await findUnansweredQuestions(database.db)).rows.map((row) => row.question)).not.toContain(
      'what is the moon made of',
    );
    await expect(
      dismissUnansweredQuestion({ db: database.db, actor: admin, question: 'what is the moon made of' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses anyone but an admin and changes nothing', async () => {
    const before = await findChatEntries(database.db);
    for (const actor of [null, { userId: 'user-1', email: 'farmer@example.in', roles: [] }]) {
      await expect(
        saveChatEntry({ db: database.db, actor, input: { question: 'Forged', answer: 'Forged' } }),
      ).rejects.toMatchObject({ code: actor ? 'FORBIDDEN' : 'UNAUTHENTICATED' });
      await expect(deleteChatEntry({ db: database.db, actor, id: before.rows[0]?.id ?? 1 })).rejects.toMatchObject({
        code: actor ? 'FORBIDDEN' : 'UNAUTHENTICATED',
      });
    }
    expect(await findChatEntries(database.db)).toEqual(before);
  });

  const ROHU = { name: 'Rohu Fingerlings (1000 pcs)', href: '/products/fish-seed/rohu-fingerlings-1000-pcs' };
  const setCompany = (company: typeof defaultCompany) =>
    database.db
      .updateTable('site_settings')
      .set({ value: JSON.stringify(company) })
      .where('key', '=', 'company')
      .execute();

  it('[CHAT] a price question names products from the catalogue: price after the discount, the struck price, links', async () => {
    const rohu = await ask('price of rohu seed');
    expect(rohu.rule).toBe('catalogue');
    // Seeded at ₹1,800 with ₹200 off.
    expect(rohu.reply.parts).toEqual([
      { type: 'product', ...ROHU, pricePaise: 160_000, fullPricePaise: 180_000 },
      { type: 'link', label: 'All Fish Seed', href: '/products/fish-seed' },
    ]);
    // Other words, a typo, a plural: the same product.
    expect((await partsOf('rohu seed rate', 'product')).map((part) => part.name)).toEqual([ROHU.name]);
    expect((await partsOf('Rhou seeds price?', 'product')).map((part) => part.name)).toEqual([ROHU.name]);
    expect((await partsOf('how much is aerator', 'product')).map((part) => part.name)).toEqual([
      'Paddle Wheel Aerator Service Kit',
    ]);
    // A sub-category: a few of its products (never more than three), then its list.
    const feed = await ask('cost of fish feed');
    expect(feed.reply.parts.filter((part) => part.type === 'product')).toHaveLength(3);
    expect(feed.reply.parts.at(-1)).toEqual({ type: 'link', label: 'All Fish Feed', href: '/products/fish-feed' });
    // Answered: none of them is on the unanswered list.
    expect(await unansweredCount('price of rohu seed')).toBe(0);
  });

  it('[CHAT] prices, names and new products answer at once after an edit', async () => {
    await database.db
      .updateTable('products')
      .set({ price_paise: 210_000, discount_price_paise: null, discount_percentage: 5 })
      .where('slug', '=', 'rohu-fingerlings-1000-pcs')
      .execute();
    expect(await partsOf('price of rohu seed', 'product')).toEqual([
      { type: 'product', ...ROHU, pricePaise: 199_500, fullPricePaise: 210_000 },
    ]);
    await database.db
      .updateTable('products')
      .set({ discount_percentage: null })
      .where('slug', '=', 'rohu-fingerlings-1000-pcs')
      .execute();
    expect(await partsOf('price of rohu seed', 'product')).toEqual([
      { type: 'product', ...ROHU, pricePaise: 210_000, fullPricePaise: null },
    ]);

    // A product added after the first question: the name index notices.
    const fishSeed = await database.db
      .selectFrom('sub_categories')
      .select('id')
      .where('slug', '=', 'fish-seed')
      .executeTakeFirstOrThrow();
    expect((await ask('price of amur carp')).rule).toBe('not-in-catalogue');
    await database.db
      .insertInto('products')
      .values({
        name: 'Amur Carp Fingerlings (1000 pcs)',
        slug: 'amur-carp-fingerlings-1000-pcs',
        price_paise: 240_000,
        discount_price_paise: null,
        discount_percentage: null,
        image_url: null,
        sub_category_id: fishSeed.id,
      })
      .execute();
    expect(await partsOf('price of amur carp', 'product')).toEqual([
      {
        type: 'product',
        name: 'Amur Carp Fingerlings (1000 pcs)',
        href: '/products/fish-seed/amur-carp-fingerlings-1000-pcs',
        pricePaise: 240_000,
        fullPricePaise: null,
      },
    ]);
    // Renamed (an edit sets updated_at): found by its new name only.
    await database.db
      .updateTable('products')
      .set({ name: 'Grass Carp Fingerlings (1000 pcs)', updated_at: new Date(Date.now() + 1000).toISOString() })
      .where('slug', '=', 'amur-carp-fingerlings-1000-pcs')
      .execute();
    expect((await partsOf('grass carp price', 'product')).map((part) => part.name)).toEqual([
      'Grass Carp Fingerlings (1000 pcs)',
    ]);
    expect((await ask('price of amur')).rule).toBe('not-in-catalogue');
  });

  it('[CHAT] an exact known question still wins; a price with a product name beats the general answers', async () => {
    // "do you sell fish seed" is a known question inside the typed text, but the price of a named product comes first.
    expect(await ask('do you sell fish seed, price of rohu')).toMatchObject({ rule: 'catalogue' });
    const { id } = await saveChatEntry({
      db: database.db,
      actor: admin,
      input: { question: 'Price of rohu seed', answer: 'Rohu seed prices change weekly: see /products/fish-seed.' },
    });
    expect(await ask('price of rohu seed?')).toMatchObject({
      rule: 'exact',
      reply: { kind: 'knowledge', answer: 'Rohu seed prices change weekly: see /products/fish-seed.' },
    });
    await deleteChatEntry({ db: database.db, actor: admin, id });
    expect((await ask('price of rohu seed?')).rule).toBe('catalogue');
  });

  it('[CHAT] a price of something not in the catalogue says so, points to it, and is kept for the staff', async () => {
    const shrimp = await ask('What is the price of shrimp seed?');
    expect(shrimp).toMatchObject({ rule: 'not-in-catalogue', reply: { kind: 'catalogue' } });
    expect(shrimp.reply.answer).toContain('“shrimp seed”');
    expect(shrimp.reply.parts).toEqual([{ type: 'link', label: 'Browse all our products', href: '/products' }]);
    expect(await unansweredCount('what is the price of shrimp seed')).toBe(1);
  });

  it('[CHAT] contact questions are answered from the company settings, and an edit shows at once', async () => {
    const call = await ask('contact number');
    expect(call).toMatchObject({ rule: 'contact', reply: { kind: 'contact' } });
    expect(call.reply.parts).toEqual(
      expect.arrayContaining([
        { type: 'phone', label: 'Office', number: '+919864000001' },
        { type: 'whatsapp', label: 'WhatsApp', number: '+919864000002' },
      ]),
    );
    expect(await answerTo('office hours')).toBe('Office hours: Monday to Saturday, 10:00 AM to 6:00 PM IST.');
    expect(await partsOf('email?', 'email')).toHaveLength(2);
    expect(await answerTo('what is your address')).toContain('Christian Basti, Guwahati');
    expect(await partsOf('emergency', 'phone')).toEqual([
      { type: 'phone', label: 'Fish health emergency', number: '+919864000004' },
      { type: 'phone', label: 'RAS technical support', number: '+919864000005' },
    ]);

    await setCompany({
      ...defaultCompany,
      phones: [{ label: 'Shillong office', number: '+919812345678' }],
      whatsapp: '+919812300000',
      workingHours: 'Monday to Friday, 9:00 AM to 5:00 PM IST',
      emergencyContacts: [{ label: 'Night line', number: '+919876500000' }],
    });
    expect(await partsOf('phone', 'phone')).toEqual([
      { type: 'phone', label: 'Shillong office', number: '+919812345678' },
    ]);
    expect(await partsOf('whatsapp', 'whatsapp')).toEqual([
      { type: 'whatsapp', label: 'WhatsApp', number: '+919812300000' },
    ]);
    expect(await answerTo('working hours?')).toBe('Office hours: Monday to Friday, 9:00 AM to 5:00 PM IST.');
    // The fallback's contacts too, emergency numbers included.
    const fallback = await ask('zqxw vortlemb');
    expect(fallback.reply.kind).toBe('fallback');
    expect(fallback.reply.parts).toEqual(
      expect.arrayContaining([
        { type: 'phone', label: 'Shillong office', number: '+919812345678' },
        { type: 'phone', label: 'Night line', number: '+919876500000' },
      ]),
    );
    await setCompany(defaultCompany);
    for (const question of ['contact number', 'office hours', 'working hours', 'phone', 'whatsapp']) {
      expect(await unansweredCount(question), question).toBe(0);
    }
    // A farming question with a contact-like word is not a contact question.
    expect((await ask('feeding timing for rohu')).rule).not.toBe('contact');
  });

  it('[CHAT] "how to check ammonia": a practical answer, then the testing kits of the catalogue', async () => {
    const ammonia = await ask('How to check ammonia?');
    expect(ammonia).toMatchObject({ rule: 'exact', reply: { kind: 'knowledge' } });
    expect(ammonia.reply.answer).toMatch(/below 0\.5 mg\/L is safe/);
    expect(ammonia.reply.answer).toContain('/testing-kits');
    const kits = ammonia.reply.parts.filter((part) => part.type === 'product');
    // The kit the question names first, then others of the list.
    expect(kits[0]).toMatchObject({ name: 'Ammonia Test Kit (100 tests)', pricePaise: 50_000, fullPricePaise: 55_000 });
    expect(kits.length).toBeGreaterThan(1);
    expect(kits.length).toBeLessThanOrEqual(3);
    for (const question of ['how do i check ph', 'how to check dissolved oxygen', 'nitrite check']) {
      const reply = (await ask(question)).reply;
      expect(reply.kind, question).toBe('knowledge');
      expect(reply.parts.some((part) => part.type === 'product')).toBe(true);
    }

    // Without testing kits in the catalogue, the answer stands alone.
    const testingKits = await database.db
      .selectFrom('sub_categories')
      .select('id')
      .where('slug', '=', 'testing-kits')
      .executeTakeFirstOrThrow();
    await database.db.deleteFrom('products').where('sub_category_id', '=', testingKits.id).execute();
    const alone = await ask('how to check ammonia');
    expect(alone.reply.answer).toBe(ammonia.reply.answer);
    expect(alone.reply.parts).toEqual([]);
  });

  it('[CHAT] migration 0009 retires the seeded contact pairs, corrects the seeded ordering answers (unless edited) and adds the water-testing pairs', async () => {
    const db = database.db;
    await db
      .deleteFrom('chat_knowledge')
      .where(
        'question',
        'in',
        waterTestingChatEntries.map((entry) => entry.question),
      )
      .execute();
    await db
      .insertInto('chat_knowledge')
      .values([
        {
          question: 'what are your working hours',
          answer: 'Monday to Saturday, 10:00 AM to 6:00 PM IST.',
          position: 500,
        },
        { question: 'what is your phone number', answer: 'Ask at the counter: 0361 000 000.', position: 501 },
      ])
      .execute();
    // An answer seeded before guest orders existed, and one the staff rewrote.
    await db
      .updateTable('chat_knowledge')
      .set({
        answer:
          'Yes, please sign up (/signup) or log in (/login) before ordering, so we can send you the confirmation and show your order history.',
      })
      .where('question', '=', 'do i need an account to order')
      .execute();
    await db
      .updateTable('chat_knowledge')
      .set({ answer: 'Call us and we will take your order.' })
      .where('question', '=', 'how can i order')
      .execute();
    await chatAnswersFromRecords().up(db as unknown as Kysely<unknown>);
    const questions = (await findChatEntries(db, { query: '' })).total;
    const rows = await db.selectFrom('chat_knowledge').select(['question', 'answer', 'position']).execute();
    const byQuestion = new Map(rows.map((row) => [row.question, row]));
    expect(byQuestion.has('what are your working hours')).toBe(false);
    // The staff's own answer stays.
    expect(byQuestion.get('what is your phone number')?.answer).toBe('Ask at the counter: 0361 000 000.');
    expect(byQuestion.get('do i need an account to order')?.answer).toMatch(/^No\. You can send an order request/);
    expect(byQuestion.get('how can i order')?.answer).toBe('Call us and we will take your order.');
    for (const entry of waterTestingChatEntries) {
      expect(byQuestion.get(entry.question)?.position, entry.question).toBeGreaterThan(501);
    }
    // Running it again changes nothing.
    await chatAnswersFromRecords().up(db as unknown as Kysely<unknown>);
    expect((await findChatEntries(db, { query: '' })).total).toBe(questions);
    await db.deleteFrom('chat_knowledge').where('question', '=', 'what is your phone number').execute();
  });
});
