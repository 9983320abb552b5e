import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostSchema } from '@/lib/schemas/blog-admin';
import { productSchema } from '@/lib/schemas/catalogue';
import { deleteBlogCategory } from '@/server/blog/delete-blog-category';
import { deleteBlogPost } from '@/server/blog/delete-blog-post';
import { findAdminPosts } from '@/server/blog/find-admin-posts';
import { saveBlogCategory } from '@/server/blog/save-blog-category';
import { saveBlogPost } from '@/server/blog/save-blog-post';
import { deleteProduct } from '@/server/catalogue/delete-product';
import { deleteSubCategory } from '@/server/catalogue/delete-sub-category';
import { findAdminProducts } from '@/server/catalogue/find-admin-products';
import { saveProduct } from '@/server/catalogue/save-product';
import { saveSubCategory } from '@/server/catalogue/save-sub-category';
import { createLocalStorage } from '@/server/storage/file-storage';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { insertVerifiedUser } from '../setup/users';

const logger = pino({ level: 'silent' });
const admin = { userId: 'admin-1', email: 'office@example.in', roles: ['owner' as const] };

describe.each(testEngines())('catalogue and blog editing on %s', (engine) => {
  let database: TestDatabase;
  const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'site-catalogue-admin-')));
  let categoryId = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertVerifiedUser(database.db, engine, { id: 'admin-1', name: 'Office', email: 'office@example.in' });
    categoryId = (
      await database.db
        .insertInto('categories')
        .values({ name: 'Aquabase', slug: 'aquabase' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await database.drop();
  });

  const product = (subCategoryId: number, values: Record<string, string> = {}) =>
    productSchema.parse({ subCategoryId: String(subCategoryId), name: 'Paddle Aerator', price: '12000', ...values });

  it('saves sub-categories and products with the spec rules; a sub-category with products cannot be deleted', async () => {
    const sub = await saveSubCategory({ db: database.db, actor: admin, input: { name: 'RAS Equipment', categoryId } });
    expect(sub.slug).toBe('ras-equipment');
    await expect(
      saveSubCategory({ db: database.db, actor: admin, input: { name: 'RAS  Equipment', categoryId } }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      saveSubCategory({ db: database.db, actor: admin, input: { name: 'Nets', categoryId: categoryId + 99 } }),
    ).rejects.toMatchObject({ code: 'PARENT_CATEGORY_NOT_FOUND' });

    const save = (values: Record<string, string> = {}) =>
      saveProduct({ db: database.db, storage, logger, actor: admin, input: product(sub.id, values), picture: null });
    const first = await save({ discountAmount: '2000', discountPercentage: '10', features: 'a, , b ,a' });
    const second = await save();
    expect([first.slug, second.slug]).toEqual(['paddle-aerator', 'paddle-aerator-2']);
    const stored = await database.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    // The amount wins over the percentage (spec §9); features trimmed, empty ones dropped.
    expect(stored).toMatchObject({ price_paise: 1_200_000, discount_price_paise: 200_000, discount_percentage: null });
    expect(JSON.parse(stored.features)).toEqual(['a', 'b', 'a']);
    expect(
      productSchema
        .safeParse({ subCategoryId: '', name: 'x', price: 'abc' })
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['Please select a sub-category.', 'Please enter a valid price.']);

    const listing = await findAdminProducts(database.db, { query: 'AERATOR', subCategoryId: sub.id });
    expect(listing.stats).toMatchObject({ total: 2, filtered: 2, categories: 1, subCategories: 1 });

    await expect(deleteSubCategory({ db: database.db, actor: admin, id: sub.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await deleteProduct({ db: database.db, storage, logger, actor: admin, id: first.id });
    await deleteProduct({ db: database.db, storage, logger, actor: admin, id: second.id });
    await deleteSubCategory({ db: database.db, actor: admin, id: sub.id });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['entity', 'action'])
      .where('actor_id', '=', 'admin-1')
      .execute();
    expect(
      audit
        .filter((line) => line.entity === 'products')
        .map((line) => line.action)
        .sort(),
    ).toEqual(['create', 'create', 'delete', 'delete']);
  });

  it("keeps a product's tax facts, and a product without them (it cannot be billed until they are entered)", async () => {
    const sub = await saveSubCategory({ db: database.db, actor: admin, input: { name: 'Pumps', categoryId } });
    const save = (values: Record<string, string>, id?: number) =>
      saveProduct({
        db: database.db,
        storage,
        logger,
        actor: admin,
        id,
        input: product(sub.id, values),
        picture: null,
      });
    const { id } = await save({ hsnCode: '8413.70', gstClass: '18', unit: 'NOS' });
    const [stored] = (await findAdminProducts(database.db, { subCategoryId: sub.id })).rows;
    expect(stored).toMatchObject({ hsnCode: '841370', gstClass: '18', unit: 'NOS' });

    await save({ hsnCode: '', gstClass: '' }, id);
    expect((await findAdminProducts(database.db, { subCategoryId: sub.id })).rows[0]).toMatchObject({
      hsnCode: null,
      gstClass: null,
      unit: 'NOS',
    });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'products')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before ?? '{}')).toMatchObject({ hsn_code: '841370', gst_class: '18' });
    expect(JSON.parse(audit.after ?? '{}')).toMatchObject({ hsn_code: null, gst_class: null });

    const refused = productSchema.safeParse({
      subCategoryId: String(sub.id),
      name: 'Pump',
      price: '100',
      hsnCode: '00123',
      gstClass: '15',
      unit: 'TONS',
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hsnCode', 'Enter the HSN code: 4, 6 or 8 digits, such as 0301 or 841370'],
      ['gstClass', 'Choose how GST treats this product'],
      ['unit', 'Choose the unit it is sold in'],
    ]);
    await deleteProduct({ db: database.db, storage, logger, actor: admin, id });
    await deleteSubCategory({ db: database.db, actor: admin, id: sub.id });
  });

  it('stores an uploaded product picture at 960, 640 and 320 px; replacing or deleting it removes all three', async () => {
    const sub = await saveSubCategory({ db: database.db, actor: admin, input: { name: 'Aerators', categoryId } });
    const png = async (width: number) =>
      new Uint8Array(
        await sharp({ create: { width, height: width / 2, channels: 3, background: '#0e7490' } })
          .png()
          .toBuffer(),
      );
    const filesOf = async (url: string | null) => {
      const key = url?.replace('/api/files/', '') ?? '';
      const names = [key, key.replace('.webp', '-640w.webp'), key.replace('.webp', '-320w.webp')];
      return Promise.all(
        names.map(async (name) => {
          const data = await storage.get(name);
          return data ? (await sharp(data).metadata()).width : null;
        }),
      );
    };
    const imageOf = async (id: number) =>
      (await database.db.selectFrom('products').select('image_url').where('id', '=', id).executeTakeFirstOrThrow())
        .image_url;

    const { id } = await saveProduct({
      db: database.db,
      storage,
      logger,
      actor: admin,
      input: product(sub.id, { name: 'Paddle Aerator Picture' }),
      picture: { data: await png(1500), name: 'aerator.png' },
    });
    const first = await imageOf(id);
    expect(first).toMatch(/^\/api\/files\/public\/[0-9a-f-]{36}\.webp$/);
    expect(await filesOf(first)).toEqual([960, 640, 320]);

    await saveProduct({
      db: database.db,
      storage,
      logger,
      actor: admin,
      id,
      input: product(sub.id, { name: 'Paddle Aerator Picture' }),
      picture: { data: await png(500), name: 'small.png' },
    });
    const second = await imageOf(id);
    expect(await filesOf(first)).toEqual([null, null, null]);
    // Never enlarged: a small picture's copies are its own size.
    expect(await filesOf(second)).toEqual([500, 500, 320]);

    await deleteProduct({ db: database.db, storage, logger, actor: admin, id });
    expect(await filesOf(second)).toEqual([null, null, null]);
    await deleteSubCategory({ db: database.db, actor: admin, id: sub.id });
  });

  it('stores post bodies sanitised, refuses a taken slug, and keeps categories with posts', async () => {
    await saveBlogCategory({ db: database.db, actor: admin, name: 'Fish Health' });
    const category = await database.db.selectFrom('blog_categories').select('id').executeTakeFirstOrThrow();
    const input = blogPostSchema.parse({
      title: 'Winter Feeding!',
      content: '<p onclick="steal()">Feed less.<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      tags: 'feed, Feed, winter',
      categoryId: String(category.id),
    });
    expect(input).toMatchObject({
      slug: 'winter-feeding',
      metaTitle: 'Winter Feeding!',
      author: 'Admin',
      status: 'draft',
      tags: ['feed', 'winter'],
    });
    const { id } = await saveBlogPost({ db: database.db, storage, logger, actor: admin, input, picture: null });
    const stored = await database.db
      .selectFrom('blogs')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.content).not.toMatch(/script|onclick|onerror/);
    expect(stored.content).toContain('Feed less.');
    await expect(
      saveBlogPost({ db: database.db, storage, logger, actor: admin, input, picture: null }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await findAdminPosts(database.db, { status: 'draft' })).stats).toMatchObject({
      total: 1,
      drafts: 1,
      categories: 1,
    });

    await expect(deleteBlogCategory({ db: database.db, actor: admin, id: category.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await deleteBlogPost({ db: database.db, storage, logger, actor: admin, id });
    await deleteBlogCategory({ db: database.db, actor: admin, id: category.id });
    await expect(
      saveBlogCategory({ db: database.db, actor: { ...admin, roles: [] }, name: 'X' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
  it('tells a category, sub-category or parent deleted meanwhile apart from the record itself (issue 21)', async () => {
    const gone = async (table: 'blog_categories' | 'sub_categories' | 'categories', id: number) =>
      database.db.deleteFrom(table).where('id', '=', id).execute();
    const blogCategory = await database.db
      .insertInto('blog_categories')
      .values({ name: 'Hatchery Notes', slug: 'hatchery-notes' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = (values: Record<string, string>) =>
      blogPostSchema.parse({ title: 'Spawning season', content: '<p>Text</p>', ...values });
    const savePost = (values: Record<string, string>, id?: number) =>
      saveBlogPost({ db: database.db, storage, logger, actor: admin, id, input: post(values), picture: null });

    // The form was opened with the category; it was deleted before the form was sent.
    await gone('blog_categories', blogCategory.id);
    await expect(savePost({ categoryId: String(blogCategory.id) })).rejects.toMatchObject({
      code: 'BLOG_CATEGORY_NOT_FOUND',
    });
    expect(await database.db.selectFrom('blogs').select('id').where('slug', '=', 'spawning-season').execute()).toEqual(
      [],
    );
    // The same on the edit screen; the post itself gone is NOT_FOUND.
    const { id } = await savePost({});
    await expect(savePost({ categoryId: String(blogCategory.id) }, id)).rejects.toMatchObject({
      code: 'BLOG_CATEGORY_NOT_FOUND',
    });
    await expect(savePost({}, id + 1000)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Another rule of the database is not mistaken for the category: an actor without an account row.
    const ghost = { ...admin, userId: 'no-such-user' };
    const refused = saveBlogPost({
      db: database.db,
      storage,
      logger,
      actor: ghost,
      id,
      input: post({}),
      picture: null,
    });
    await expect(refused).rejects.not.toMatchObject({ code: 'BLOG_CATEGORY_NOT_FOUND' });
    await expect(refused).rejects.toThrow();

    // A product's sub-category, and a sub-category's parent.
    const parent = await database.db
      .insertInto('categories')
      .values({ name: 'Gone Soon', slug: 'gone-soon' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sub = await saveSubCategory({ db: database.db, actor: admin, input: { name: 'Sieves', categoryId } });
    await gone('sub_categories', sub.id);
    await expect(
      saveProduct({ db: database.db, storage, logger, actor: admin, input: product(sub.id), picture: null }),
    ).rejects.toMatchObject({ code: 'SUB_CATEGORY_NOT_FOUND' });
    await gone('categories', parent.id);
    await expect(
      saveSubCategory({ db: database.db, actor: admin, input: { name: 'Nets', categoryId: parent.id } }),
    ).rejects.toMatchObject({ code: 'PARENT_CATEGORY_NOT_FOUND' });
    // A name with no letter or digit has no address: INVALID_INPUT, not a missing parent.
    await expect(
      saveSubCategory({ db: database.db, actor: admin, input: { name: '!!!', categoryId } }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(saveBlogCategory({ db: database.db, actor: admin, name: '!!!' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });
});
