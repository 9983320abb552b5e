import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeRateLimit } from '@/server/security/rate-limit';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

describe.each(testEngines())('rate limit on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  const rule = { max: 3, windowSeconds: 10 };

  it('allows three attempts in ten seconds and refuses the fourth', async () => {
    const start = 1_000_000;
    const results = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      results.push((await consumeRateLimit(database.db, 'sign-in|203.0.113.1', rule, start + attempt * 1000)).allowed);
    }
    expect(results).toEqual([true, true, true, false]);
    // Other addresses are not affected.
    expect((await consumeRateLimit(database.db, 'sign-in|203.0.113.2', rule, start + 3000)).allowed).toBe(true);
    // After the window the address may try again.
    expect((await consumeRateLimit(database.db, 'sign-in|203.0.113.1', rule, start + 2000 + 10_001)).allowed).toBe(
      true,
    );
  });

  it('lets exactly three of ten simultaneous attempts through', async () => {
    const now = 5_000_000;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeRateLimit(database.db, 'sign-in|198.51.100.7', rule, now)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });
});
