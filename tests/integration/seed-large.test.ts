import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGE_SCALE, seedLargeScale } from '@/server/db/seed/seed-large';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

describe.each(testEngines())('load data set on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  const count = async (table: string) =>
    Number(
      (await sql<{ count: number }>`select count(*) as count from ${sql.table(table)}`.execute(database.db)).rows[0]
        ?.count,
    );

  it('refuses to run before there are sub-categories', async () => {
    await expect(seedLargeScale(database.db)).rejects.toThrow(/Seed the demo content first/);
  });

  it('adds the promised rows once, all valid under the constraints', async () => {
    const category = await database.db
      .insertInto('categories')
      .values({ name: 'Aquamart', slug: 'aquamart' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('sub_categories')
      .values({ name: 'Fish Seed', slug: 'fish-seed', category_id: category.id })
      .execute();

    await seedLargeScale(database.db);
    expect(await count('products')).toBe(LARGE_SCALE.products);
    expect(await count('blogs')).toBe(LARGE_SCALE.posts);
    expect(await count('orders')).toBe(LARGE_SCALE.orders);
    expect((await count('contact_us')) + (await count('join_us')) + (await count('tenant_down_submissions'))).toBe(
      50_000,
    );

    expect(await seedLargeScale(database.db)).toEqual({});
    expect(await count('orders')).toBe(LARGE_SCALE.orders);
  }, 120_000);
});
