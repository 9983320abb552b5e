import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeList } from '@/lib/lists';
import { isDatabaseEmpty, seedDemoContent } from '@/server/db/seed/seed-demo';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const tables = [
  'categories',
  'sub_categories',
  'products',
  'blog_categories',
  'blogs',
  'testimonials',
  'team_members',
  'chat_knowledge',
] as const;

describe.each(testEngines())('demo seed on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  async function counts() {
    const result: Record<string, number> = {};
    for (const table of tables) {
      const rows = await sql<{ count: number }>`select count(*) as count from ${sql.table(table)}`.execute(database.db);
      result[table] = Number(rows.rows[0]?.count);
    }
    return result;
  }

  it('loads the company demo content into an empty database', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemoContent(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(false);

    const categories = await database.db.selectFrom('categories').select('name').orderBy('position').execute();
    expect(categories.map((row) => row.name)).toEqual(['Aquamart', 'Aquabase', 'Fishwaale Mart']);
    const subCategories = (await database.db.selectFrom('sub_categories').select('slug').execute()).map(
      (row) => row.slug,
    );
    expect(subCategories).toEqual(expect.arrayContaining(['testing-kits', 'maintenance', 'ras-equipment']));

    const total = await counts();
    expect(total.products).toBeGreaterThanOrEqual(30);
    expect(total.testimonials).toBeGreaterThanOrEqual(4);
    expect(total.team_members).toBe(6);
    expect(total.chat_knowledge).toBeGreaterThanOrEqual(65);
    expect(total.blog_categories).toBe(3);

    const statuses = await database.db
      .selectFrom('blogs')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    expect(Object.fromEntries(statuses.map((row) => [row.status, Number(row.count)]))).toEqual({
      published: 6,
      draft: 1,
      archived: 1,
    });

    const products = await database.db
      .selectFrom('products')
      .select(['discount_price_paise', 'discount_percentage', 'features', 'image_url', 'price_paise'])
      .execute();
    expect(products.some((row) => row.discount_price_paise !== null)).toBe(true);
    expect(products.some((row) => row.discount_percentage !== null)).toBe(true);
    for (const product of products) {
      expect(decodeList(product.features).length).toBeGreaterThan(0);
      expect(product.image_url).toMatch(/^\/images\//);
      expect(product.price_paise).toBeGreaterThan(0);
    }
    const tagged = await database.db.selectFrom('blogs').select('tags').execute();
    expect(tagged.every((row) => decodeList(row.tags).length > 0)).toBe(true);
  });

  it('changes nothing when run a second time', async () => {
    const before = await counts();
    const productIds = await database.db.selectFrom('products').select(['id', 'slug']).orderBy('id').execute();
    await seedDemoContent(database.db);
    expect(await counts()).toEqual(before);
    expect(await database.db.selectFrom('products').select(['id', 'slug']).orderBy('id').execute()).toEqual(productIds);
  });
});
