import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatPart } from '@/lib/chat-reply';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { answerChatQuestion } from '@/server/chat/answer-chat-question';
import { seedDemoContent } from '@/server/db/seed/seed-demo';
import { CLIENT_ADDRESS_HEADER } from '@/server/security/client-address';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

let addresses = 0;
/** Each question its own visitor: the rate limit is tested elsewhere. */
const visitor = () => {
  addresses += 1;
  return `198.51.100.${addresses}`;
};

const FISH_SEED_AS = {
  question: 'আপোনালোকে মাছৰ পোনা বিক্ৰী কৰেনে?',
  answer: 'হয়। আমি পৰীক্ষিত মাছৰ পৰা ৰৌ, কাতলা, মিৰিকা, পাবদা আৰু তেলাপিয়াৰ পোনা যোগান ধৰোঁ। চাওক /products/fish-seed।',
};
const APP_AS = {
  question: 'আপোনালোকৰ মোবাইল এপ আছেনে?',
  answer: 'আমাৰ মোবাইল এপ নাই। এই ৱেবছাইট যিকোনো ফোনৰ ব্ৰাউজাৰত চলে।',
};

describe.each(testEngines())('[CHAT] the helper in Assamese and Hindi on %s', (engine) => {
  let database: TestDatabase;

  /** The id of a seeded English pair. */
  const pairId = async (question: string) =>
    (
      await database.db
        .selectFrom('chat_knowledge')
        .select('id')
        .where('question', '=', question)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedDemoContent(database.db);
    // Assamese translations of two pairs, none in Hindi: the tests' own rows, not the demo's.
    for (const table of ['chat_knowledge_translations', 'product_translations', 'sub_category_translations'] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await database.db
      .insertInto('chat_knowledge_translations')
      .values([
        { chat_knowledge_id: await pairId('do you sell fish seed'), locale: 'as', ...FISH_SEED_AS },
        { chat_knowledge_id: await pairId('do you have a mobile app'), locale: 'as', ...APP_AS },
      ])
      .execute();
    const rohu = await database.db
      .selectFrom('products')
      .select(['id', 'sub_category_id'])
      .where('slug', '=', 'rohu-fingerlings-1000-pcs')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('product_translations')
      .values({ product_id: rohu.id, locale: 'as', name: 'ৰৌ মাছৰ পোনা (১০০০টা)' })
      .execute();
    await database.db
      .insertInto('sub_category_translations')
      .values({ sub_category_id: rohu.sub_category_id, locale: 'as', name: 'মাছৰ পোনা' })
      .execute();
  });
  afterAll(async () => {
    await database.drop();
  });

  const logger = pino({ level: 'silent' });
  const ask = (question: string, locale: Locale = 'en') =>
    answerChatQuestion({ db: database.db, logger, question, clientAddress: visitor(), locale });
  const partsOf = <Type extends ChatPart['type']>(parts: ChatPart[], type: Type) =>
    parts.filter((part): part is Extract<ChatPart, { type: Type }> => part.type === type);

  it('a question typed in Assamese script finds the Assamese translation and answers in Assamese', async () => {
    const app = await ask('মোবাইল এপ আছে নেকি?', 'as');
    expect(app).toMatchObject({ rule: 'exact', reply: { kind: 'knowledge', answer: APP_AS.answer } });

    // Without the first word, the phone keyboard's র and ’: still the fish seed pair, its Assamese answer.
    const seed = await ask('মাছৰ পোনা বিক্রী কৰে নে', 'as');
    expect(seed.rule).not.toBeNull();
    expect(seed.reply.answer).toBe(FISH_SEED_AS.answer);
    // The list the answer names, with its products in Assamese where translated, linked to the Assamese pages.
    expect(seed.reply.parts[0]).toEqual({ type: 'text', text: translate('as', 'chat.answers.inCatalogue') });
    const products = partsOf(seed.reply.parts, 'product');
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.href).toMatch(/^\/as\/products\/fish-seed\//);
    expect(products.map((product) => product.name)).toContain('ৰৌ মাছৰ পোনা (১০০০টা)');
    expect(partsOf(seed.reply.parts, 'link')).toEqual([
      { type: 'link', label: 'সকলো মাছৰ পোনা', href: '/as/products/fish-seed' },
    ]);
  });

  it('"machh pona" in Latin letters on an Assamese page finds the fish seed answer', async () => {
    for (const question of ['machh pona', 'maach pona kot pam?', 'Machhor pona kinibo']) {
      const reply = (await ask(question, 'as')).reply;
      expect(reply.answer, question).toBe(FISH_SEED_AS.answer);
    }
  });

  it('a Hindi question, with no Hindi translations, is answered by the English pair, in Hindi pages’ links and words', async () => {
    const feed = await ask('क्या आप मछली का दाना बेचते हैं?', 'hi');
    expect(feed.rule).toBe('tolerant');
    expect(feed.reply.answer).toMatch(/^Yes: floating grower feed/);
    expect(feed.reply.parts[0]).toEqual({ type: 'text', text: translate('hi', 'chat.answers.inCatalogue') });
    for (const product of partsOf(feed.reply.parts, 'product')) {
      expect(product.href).toMatch(/^\/hi\/products\/fish-feed\//);
    }
    // No Hindi name: the English one.
    expect(partsOf(feed.reply.parts, 'link')).toEqual([
      { type: 'link', label: 'सभी Fish Feed', href: '/hi/products/fish-feed' },
    ]);
    // "machli ka dana" in Latin letters: the same pair.
    expect((await ask('machli ka dana', 'hi')).reply.answer).toBe(feed.reply.answer);
  });

  it('prices, contacts and the fallback in the page’s language, with translated product names', async () => {
    const rohu = await ask('rohu pona kimat?', 'as');
    expect(rohu).toMatchObject({ rule: 'catalogue', reply: { answer: translate('as', 'chat.answers.prices') } });
    expect(rohu.reply.parts).toEqual([
      {
        type: 'product',
        name: 'ৰৌ মাছৰ পোনা (১০০০টা)',
        href: '/as/products/fish-seed/rohu-fingerlings-1000-pcs',
        pricePaise: 160_000,
        fullPricePaise: 180_000,
      },
      { type: 'link', label: 'সকলো মাছৰ পোনা', href: '/as/products/fish-seed' },
    ]);
    const hindi = await ask('रोहू बीज का दाम', 'hi');
    expect(partsOf(hindi.reply.parts, 'product').map((part) => part.name)).toEqual(['Rohu Fingerlings (1000 pcs)']);

    const phone = await ask('আপোনাৰ ফোন নম্বৰ', 'as');
    expect(phone).toMatchObject({ rule: 'contact', reply: { answer: translate('as', 'chat.answers.callUs') } });
    expect(partsOf(phone.reply.parts, 'whatsapp')[0]?.label).toBe(translate('as', 'chat.whatsapp'));
    // The company's own labels in Assamese too (the demo's site_setting_translations), the numbers unchanged.
    expect(partsOf(phone.reply.parts, 'phone')[0]).toMatchObject({ label: 'কাৰ্যালয়', number: '+919864000001' });

    const unknown = await ask('zqxw ভলটেমব', 'hi');
    expect(unknown).toMatchObject({
      rule: null,
      reply: { kind: 'fallback', answer: translate('hi', 'chat.fallback') },
    });
    const notSold = await ask('chingri pona kimat', 'as');
    expect(notSold.rule).toBe('not-in-catalogue');
    expect(notSold.reply.parts).toEqual([
      { type: 'link', label: translate('as', 'chat.answers.browseCatalogue'), href: '/as/products' },
    ]);
  });

  it('an English page answers as before, in English, even where a translation exists', async () => {
    const seed = await ask('do you sell fish seed');
    expect(seed.rule).toBe('exact');
    expect(seed.reply.answer).toMatch(/^Yes\. We supply rohu, catla/);
    for (const product of partsOf(seed.reply.parts, 'product')) {
      expect(product.href).toMatch(/^\/products\/fish-seed\//);
      expect(product.name).not.toMatch(/[\u0980-\u09ff]/);
    }
    expect((await ask('do you sell fish seed', 'en')).reply).toEqual(seed.reply);
    // A question typed in Assamese on an English page still finds its pair, and answers in English.
    expect((await ask('মোবাইল এপ আছে নেকি?', 'en')).reply.answer).toMatch(/^We do not have a mobile app/);
  });

  describe('POST /api/chat', () => {
    const saved = { ...process.env };
    const holder = globalThis as { siteDatabase?: unknown };
    let post: (request: Request) => Promise<Response>;

    beforeAll(async () => {
      process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'site-chat-route-'));
      process.env.LOG_LEVEL = 'silent';
      process.env.DATABASE_URL = '';
      process.env.BASE_URL = '';
      // The route's database is this file's test database.
      holder.siteDatabase = database;
      ({ POST: post } = await import('@/app/api/chat/route'));
    });
    afterAll(() => {
      process.env = saved;
      holder.siteDatabase = undefined;
    });

    const request = (body: unknown) =>
      new Request('http://localhost/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: visitor() },
        body: JSON.stringify(body),
      });

    it('answers in the language asked, English when none is given, and refuses one the site does not have', async () => {
      const assamese = await post(request({ question: 'machh pona', locale: 'as' }));
      expect(assamese.status).toBe(200);
      expect(await assamese.json()).toMatchObject({ kind: 'knowledge', answer: FISH_SEED_AS.answer });

      const english = await post(request({ question: 'machh pona' }));
      expect(english.status).toBe(200);
      expect((await english.json()).answer).toMatch(/^Yes\. We supply rohu, catla/);

      for (const locale of ['fr', 'EN', '', 7, null]) {
        const refused = await post(request({ question: 'machh pona', locale }));
        expect(refused.status, String(locale)).toBe(400);
        expect(await refused.json()).toEqual({ error: 'INVALID_INPUT' });
      }
    });
  });
});
