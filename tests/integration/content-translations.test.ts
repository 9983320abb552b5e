import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostFormSchema } from '@/lib/schemas/blog-admin';
import { productFormSchema, subCategoryFormSchema } from '@/lib/schemas/catalogue';
import { chatEntryFormSchema } from '@/lib/schemas/chat-entry-form';
import { findAdminPost } from '@/server/blog/find-admin-post';
import { findPublishedPost } from '@/server/blog/find-published-post';
import { findPublishedPosts } from '@/server/blog/find-published-posts';
import { saveBlogPost } from '@/server/blog/save-blog-post';
import { deleteProduct } from '@/server/catalogue/delete-product';
import { findAdminProduct } from '@/server/catalogue/find-admin-products';
import { findMenuCategories } from '@/server/catalogue/find-menu-categories';
import { findProduct } from '@/server/catalogue/find-product';
import { findProducts } from '@/server/catalogue/find-products';
import { findSubCategory } from '@/server/catalogue/find-sub-category';
import { saveProduct } from '@/server/catalogue/save-product';
import { saveSubCategory } from '@/server/catalogue/save-sub-category';
import { saveChatEntry } from '@/server/chat/save-chat-entry';
import { seedDemoContent } from '@/server/db/seed/seed-demo';
import { findTranslationsFor } from '@/server/i18n/content-translations';
import { getCompanySettings } from '@/server/settings/get-company-settings';
import { createLocalStorage } from '@/server/storage/file-storage';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { insertVerifiedUser } from '../setup/users';

const logger = pino({ level: 'silent' });
const admin = { userId: 'admin-1', email: 'office@example.in', roles: ['owner' as const] };

describe.each(testEngines())('content in Assamese and Hindi on %s', (engine) => {
  let database: TestDatabase;
  const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'site-translations-')));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertVerifiedUser(database.db, engine, { id: admin.userId, name: 'Office', email: admin.email });
    await seedDemoContent(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('shows the demo catalogue translated where the office translated it, English elsewhere', async () => {
    const db = database.db;
    const fishSeed = await findSubCategory(db, 'fish-seed', 'hi');
    expect(fishSeed?.name).toBe('मछली के बीज');
    expect((await findSubCategory(db, 'fish-seed', 'en'))?.name).toBe('Fish Seed');

    const page = await findProducts(db, { subCategoryId: fishSeed?.id ?? 0, page: 1, locale: 'hi' });
    const rohu = page.products.find((product) => product.slug === 'rohu-fingerlings-1000-pcs');
    expect(rohu).toMatchObject({ name: 'रोहू फिंगरलिंग (1000 पीस)', locale: 'hi' });
    expect(rohu?.features).toContain('ऑक्सीजन भरे बैग');
    const tilapia = page.products.find((product) => product.slug.startsWith('genetically-improved-tilapia'));
    expect(tilapia).toMatchObject({ name: 'Genetically Improved Tilapia Seed (1000 pcs)', locale: 'en' });

    const menu = await findMenuCategories(db, logger, 'as');
    const names = menu.flatMap((category) => category.subCategories.map((sub) => sub.name));
    expect(names).toContain('মাছৰ পোনা');
    expect(names).not.toContain('Fish Seed');

    const english = await findProduct(db, { subCategorySlug: 'fish-seed', productSlug: 'rohu-fingerlings-1000-pcs' });
    expect(english).toMatchObject({ name: 'Rohu Fingerlings (1000 pcs)', locale: 'en' });
  });

  it('shows a translated post in Hindi and an untranslated one in English, and searches the Hindi titles', async () => {
    const db = database.db;
    const translated = await findPublishedPost(db, 'choosing-healthy-fingerlings-a-checklist-for-buyers', 'hi');
    expect(translated).toMatchObject({ title: 'स्वस्थ फिंगरलिंग कैसे चुनें: ख़रीदारों के लिए जाँच-सूची', locale: 'hi' });
    expect(translated?.content).toContain('/hi/products/fish-seed');
    expect(translated?.metaTitle).toBe('स्वस्थ फिंगरलिंग कैसे चुनें: जाँच-सूची');

    const untranslated = await findPublishedPost(db, 'feed-conversion-ratio-explained-in-rupees', 'hi');
    expect(untranslated).toMatchObject({ title: 'Feed conversion ratio explained in rupees', locale: 'en' });

    const found = await findPublishedPosts(db, { query: 'फिंगरलिंग', locale: 'hi' });
    expect(found.posts.map((post) => post.locale)).toEqual(['hi']);
    expect((await findPublishedPosts(db, { query: 'फिंगरलिंग' })).total).toBe(0);
  });

  it('reads the company facts in Assamese over the English numbers, and falls back when a translation is broken', async () => {
    const db = database.db;
    const english = await getCompanySettings(db, logger, 'en');
    const assamese = await getCompanySettings(db, logger, 'as');
    expect(assamese.address[1]).toBe('খ্ৰীষ্টান বস্তি, গুৱাহাটী');
    expect(assamese.phones.map((phone) => phone.number)).toEqual(english.phones.map((phone) => phone.number));
    expect(assamese.phones[0]?.label).toBe('কাৰ্যালয়');
    expect(assamese.emails[0]?.address).toBe(english.emails[0]?.address);

    await db
      .updateTable('site_setting_translations')
      .set({ value: '{"address": "not a list"' })
      .where('key', '=', 'company')
      .where('locale', '=', 'hi')
      .execute();
    expect(await getCompanySettings(db, logger, 'hi')).toEqual(english);
  });

  it('saves a product with its translations, removes a cleared one, and refuses a translation without a name', async () => {
    const db = database.db;
    const sub = await findSubCategory(db, 'fish-feed', 'en');
    const form = {
      subCategoryId: String(sub?.id),
      name: 'Pond Probiotic Granules (5 kg)',
      price: '950',
      description: 'Granules that clean the pond bottom.',
      features: 'Bacillus, 5 kg bucket',
      name_as: 'পুখুৰীৰ প্ৰ’বায়টিক দানা (5 কেজি)',
      features_as: 'বেচিলাছ,  5 কেজিৰ বাল্টি ,',
      name_hi: 'तालाब प्रोबायोटिक दाने (5 किलो)',
      description_hi: 'तालाब की तली साफ़ करने वाले दाने।',
    };
    const { translations, ...input } = productFormSchema.parse(form);
    const saved = await saveProduct({ db, storage, logger, actor: admin, input, picture: null, translations });

    const assamese = await findProduct(db, { subCategorySlug: 'fish-feed', productSlug: saved.slug, locale: 'as' });
    expect(assamese).toMatchObject({ name: form.name_as, features: ['বেচিলাছ', '5 কেজিৰ বাল্টি'], locale: 'as' });
    // A field the translation leaves empty shows the English one.
    expect(assamese?.description).toBe('Granules that clean the pond bottom.');
    expect((await findAdminProduct(db, saved.id))?.translations?.hi?.description).toBe('तालाब की तली साफ़ करने वाले दाने।');

    const { translations: clearedTranslations, ...same } = productFormSchema.parse({
      ...form,
      name_hi: '',
      description_hi: ' ',
    });
    await saveProduct({
      db,
      storage,
      logger,
      actor: admin,
      id: saved.id,
      input: same,
      picture: null,
      translations: clearedTranslations,
    });
    const hindi = await findProduct(db, { subCategorySlug: 'fish-feed', productSlug: saved.slug, locale: 'hi' });
    expect(hindi).toMatchObject({ name: form.name, locale: 'en' });
    expect((await findTranslationsFor(db, 'product_translations', [saved.id])).get(saved.id)).toHaveProperty('as');

    const refused = productFormSchema.safeParse({ ...form, name_as: '', description_as: 'শুধু বিৱৰণ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name_as', "Enter the Name in Assamese too, or clear this language's fields."],
    ]);

    const tooLong = productFormSchema.safeParse({ ...form, name_hi: 'म'.repeat(201) });
    expect(tooLong.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name_hi', 'Please keep this under 200 characters'],
    ]);

    // Deleting the product deletes its translations with it.
    await deleteProduct({ db, storage, logger, actor: admin, id: saved.id });
    expect((await findTranslationsFor(db, 'product_translations', [saved.id])).size).toBe(0);
  });

  it('saves sub-category, post and chat translations with their records; a post translation is sanitised', async () => {
    const db = database.db;
    const category = await db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const subForm = subCategoryFormSchema.parse({ categoryId: String(category.id), name: 'Nets', name_hi: 'जाल' });
    const sub = await saveSubCategory({
      db,
      actor: admin,
      input: { name: subForm.name, categoryId: subForm.categoryId },
      translations: subForm.translations,
    });
    expect((await findSubCategory(db, sub.slug, 'hi'))?.name).toBe('जाल');
    expect((await findSubCategory(db, sub.slug, 'as'))?.name).toBe('Nets');

    const postForm = blogPostFormSchema.parse({
      title: 'Liming ponds',
      excerpt: 'Why lime matters.',
      content: '<p>Lime before stocking.</p>',
      status: 'published',
      title_as: 'পুখুৰীত চূণ দিয়া',
      content_as: '<p>মাছ এৰাৰ আগতে চূণ দিয়ক।</p><script>alert(1)</script>',
    });
    const { translations, ...input } = postForm;
    const post = await saveBlogPost({ db, storage, logger, actor: admin, input, picture: null, translations });
    const assamese = await findPublishedPost(db, post.slug, 'as');
    expect(assamese).toMatchObject({ title: 'পুখুৰীত চূণ দিয়া', locale: 'as' });
    expect(assamese?.content).not.toContain('script');
    // No Assamese excerpt: none is shown rather than the English one (cards start from the Assamese text).
    expect(assamese?.excerpt).toBe('');
    expect((await findAdminPost(db, post.id))?.translations?.as?.title).toBe('পুখুৰীত চূণ দিয়া');
    // A translation needs its text as well as its title.
    const noText = blogPostFormSchema.safeParse({
      title: 'x',
      content: '<p>x</p>',
      title_hi: 'शीर्षक',
      content_hi: '<p><br></p>',
    });
    expect(noText.error?.issues.map((issue) => issue.path[0])).toEqual(['content_hi']);

    const chatForm = chatEntryFormSchema.parse({
      question: 'do you deliver lime',
      answer: 'Yes, across Assam.',
      question_hi: 'क्या आप चूना पहुँचाते हैं',
      answer_hi: 'हाँ, पूरे असम में।',
    });
    const entry = await saveChatEntry({
      db,
      actor: admin,
      input: { question: chatForm.question, answer: chatForm.answer },
      translations: chatForm.translations,
    });
    const stored = (await findTranslationsFor(db, 'chat_knowledge_translations', [entry.id])).get(entry.id);
    expect(stored?.hi).toMatchObject({ question: 'क्या आप चूना पहुँचाते हैं', answer: 'हाँ, पूरे असम में।' });
    expect(stored?.as).toBeUndefined();
  });
});
