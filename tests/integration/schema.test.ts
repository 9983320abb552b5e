import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeList, encodeList } from '@/lib/lists';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

describe.each(testEngines())('schema on %s', (engine) => {
  let database: TestDatabase;
  let subCategoryId: number;
  let productId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    const category = await db
      .insertInto('categories')
      .values({ name: 'Aquabase', slug: 'aquabase' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subCategory = await db
      .insertInto('sub_categories')
      .values({ name: 'Testing Kits', slug: 'testing-kits', category_id: category.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    subCategoryId = subCategory.id;
    const product = await db
      .insertInto('products')
      .values({
        name: 'Ammonia kit',
        slug: 'ammonia-kit',
        price_paise: 49_900,
        features: encodeList(['50 tests', 'Colour chart']),
        sub_category_id: subCategoryId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productId = product.id;
  });

  afterAll(async () => {
    await database.drop();
  });

  const order = (overrides: Record<string, unknown> = {}) => ({
    reference: `AQ-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    total_paise: 49_900,
    name: 'Ritu Das',
    phone: '9876543210',
    email: 'ritu@example.in',
    address: 'Guwahati',
    ...overrides,
  });
  /** An order with one line; the line's fields can be overridden. */
  async function orderWithItem(overrides: Record<string, unknown> = {}) {
    const placed = await database.db.insertInto('orders').values(order()).returning('id').executeTakeFirstOrThrow();
    await database.db.insertInto('order_items').values(item(placed.id, overrides)).execute();
    return placed;
  }
  const item = (orderId: number, overrides: Record<string, unknown> = {}) => ({
    order_id: orderId,
    position: 0,
    product_id: productId,
    product_name: 'Ammonia kit',
    unit_price_paise: 49_900,
    quantity: 1,
    total_paise: 49_900,
    ...overrides,
  });

  it('returns timestamps as Date and lists as the same text on both engines', async () => {
    const row = await database.db
      .selectFrom('products')
      .select(['created_at', 'updated_at', 'features', 'price_paise'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBeInstanceOf(Date);
    expect(Math.abs(row.created_at.getTime() - Date.now())).toBeLessThan(60_000);
    expect(decodeList(row.features)).toEqual(['50 tests', 'Colour chart']);
    expect(typeof row.price_paise).toBe('number');
  });

  it('returns counts as numbers on both engines', async () => {
    const row = await database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(1);
  });

  let firstOrderId = 0;
  it('stores an order with status pending by default, not as a guest, an e-mail allowed to be empty', async () => {
    const inserted = await database.db
      .insertInto('orders')
      .values(order())
      .returning(['id', 'status', 'description', 'guest'])
      .executeTakeFirstOrThrow();
    expect({ ...inserted, id: 0, guest: Boolean(inserted.guest) }).toEqual({
      id: 0,
      status: 'pending',
      description: '',
      guest: false,
    });
    firstOrderId = inserted.id;
    await database.db.insertInto('order_items').values(item(firstOrderId)).execute();
    const guest = await database.db
      .insertInto('orders')
      .values(order({ email: null, guest: 1 }))
      .returning(['email', 'guest'])
      .executeTakeFirstOrThrow();
    expect({ email: guest.email, guest: Boolean(guest.guest) }).toEqual({ email: null, guest: true });
  });

  it.each([
    ['an unknown order status', () => database.db.insertInto('orders').values(order({ status: 'shipped' }))],
    [
      'a quantity of zero',
      () => database.db.insertInto('order_items').values(item(firstOrderId, { position: 7, quantity: 0 })),
    ],
    [
      'a second line at the same position',
      () => database.db.insertInto('order_items').values(item(firstOrderId, { position: 0 })),
    ],
    [
      'a line of an order that does not exist',
      () => database.db.insertInto('order_items').values(item(987_654, { position: 0 })),
    ],
    ['a negative total', () => database.db.insertInto('orders').values(order({ total_paise: -1 }))],
    ['an order without a phone', () => database.db.insertInto('orders').values(order({ phone: null }))],
    ['a duplicate order reference', () => database.db.insertInto('orders').values(order({ reference: 'AQ-SAME1' }))],
    [
      'a negative price',
      () =>
        database.db
          .insertInto('products')
          .values({ name: 'Bad', slug: 'bad-price', price_paise: -1, sub_category_id: subCategoryId }),
    ],
    [
      'a discount percentage over 100',
      () =>
        database.db.insertInto('products').values({
          name: 'Bad',
          slug: 'bad-percentage',
          price_paise: 100,
          discount_percentage: 101,
          sub_category_id: subCategoryId,
        }),
    ],
    [
      'a discount amount above the price',
      () =>
        database.db.insertInto('products').values({
          name: 'Bad',
          slug: 'bad-amount',
          price_paise: 100,
          discount_price_paise: 101,
          sub_category_id: subCategoryId,
        }),
    ],
    [
      'features that are not a JSON list',
      () =>
        database.db.insertInto('products').values({
          name: 'Bad',
          slug: 'bad-features',
          price_paise: 1,
          features: 'a,b',
          sub_category_id: subCategoryId,
        }),
    ],
    [
      'a product in a missing sub-category',
      () =>
        database.db
          .insertInto('products')
          .values({ name: 'Bad', slug: 'bad-fk', price_paise: 1, sub_category_id: 999_999 }),
    ],
    [
      'a duplicate product slug',
      () =>
        database.db
          .insertInto('products')
          .values({ name: 'Other', slug: 'ammonia-kit', price_paise: 1, sub_category_id: subCategoryId }),
    ],
    [
      'an unknown blog status',
      () =>
        database.db
          .insertInto('blogs')
          .values({ title: 'T', slug: 'bad-status', content: 'C', status: 'hidden' as 'draft' }),
    ],
    [
      'a blank blog title',
      () => database.db.insertInto('blogs').values({ title: '  ', slug: 'blank-title', content: 'C' }),
    ],
    [
      'a blank sub-category name',
      () => database.db.insertInto('sub_categories').values({ name: ' ', slug: 'blank', category_id: 1 }),
    ],
  ])('refuses %s in the database itself', async (_name, build) => {
    if (_name === 'a duplicate order reference') {
      await database.db
        .insertInto('orders')
        .values(order({ reference: 'AQ-SAME1' }))
        .execute();
    }
    await expect(build().execute()).rejects.toThrow();
  });

  it('refuses to delete a sub-category that still has products', async () => {
    await expect(database.db.deleteFrom('sub_categories').where('id', '=', subCategoryId).execute()).rejects.toThrow();
    const still = await database.db
      .selectFrom('sub_categories')
      .select('id')
      .where('id', '=', subCategoryId)
      .executeTakeFirst();
    expect(still).toBeDefined();
  });

  it('keeps an order when its product is deleted (the name and price were copied)', async () => {
    const temporary = await database.db
      .insertInto('products')
      .values({ name: 'Temporary', slug: 'temporary', price_paise: 100, sub_category_id: subCategoryId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const placed = await orderWithItem({ product_id: temporary.id, product_name: 'Temporary' });
    await database.db.deleteFrom('products').where('id', '=', temporary.id).execute();
    const kept = await database.db
      .selectFrom('order_items')
      .select(['product_id', 'product_name'])
      .where('order_id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ product_id: null, product_name: 'Temporary' });
  });

  it('deletes the lines of a deleted order with it', async () => {
    const placed = await orderWithItem();
    await database.db.deleteFrom('orders').where('id', '=', placed.id).execute();
    const lines = await database.db.selectFrom('order_items').select('id').where('order_id', '=', placed.id).execute();
    expect(lines).toEqual([]);
  });

  it('has an index for every list query of spec §7.2', async () => {
    const expected = [
      'products_sub_category_created_idx',
      'products_created_idx',
      'sub_categories_category_idx',
      'orders_created_idx',
      'orders_status_created_idx',
      'orders_user_created_idx',
      'order_items_order_idx',
      'order_items_product_idx',
      'blogs_status_created_idx',
      'blogs_category_idx',
      'testimonials_created_idx',
      'team_members_created_idx',
      'contact_us_created_idx',
      'join_us_created_idx',
      'tenant_down_created_idx',
    ];
    const query =
      engine === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'index'`
        : sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = 'public'`;
    const names = (await query.execute(database.db)).rows.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(expected));
  });
});
