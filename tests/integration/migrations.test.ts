import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '@/server/db/migrate';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

/**
 * An update migrates the database while the previous release still serves
 * (README, "Updating"); going back to that release, or a restart of it before
 * the switch, must find a database it can run on, not a refusal to start.
 */
describe.each(testEngines())('[DB] migrations on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('has nothing to do on a migrated database', async () => {
    expect(await migrateToLatest(database.db, engine)).toEqual({ applied: [], aheadBy: [] });
  });

  it('starts on a database a newer release has migrated, and says so', async () => {
    await sql`insert into kysely_migration (name, timestamp) values (${'9999-from-a-newer-release'}, ${new Date().toISOString()})`.execute(
      database.db,
    );
    expect(await migrateToLatest(database.db, engine)).toEqual({
      applied: [],
      aheadBy: ['9999-from-a-newer-release'],
    });
    // The data is reachable as ever.
    await expect(database.db.selectFrom('products').select('id').execute()).resolves.toEqual(expect.any(Array));
  });
});
