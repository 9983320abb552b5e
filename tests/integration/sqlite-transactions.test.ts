import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SqliteDatabase from '@/server/db/sqlite-driver';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

/**
 * The production server runs several processes on one SQLite file. A transaction
 * takes the write lock when it begins (BEGIN IMMEDIATE), so another process's
 * write waits for it instead of slipping in between its read and its write,
 * which made SQLite refuse the transaction's write at once (SQLITE_BUSY).
 */
describe('[DB] SQLite transactions across processes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('hold the write lock from their first statement, and commit what they read then wrote', async () => {
    // Another process's connection, which will not wait for the lock.
    const other = new SqliteDatabase(database.location);
    other.pragma('busy_timeout = 0');
    try {
      let otherWrite: unknown;
      await database.db.transaction().execute(async (transaction) => {
        const before = await transaction.selectFrom('blog_categories').select('id').execute();
        try {
          other
            .prepare(
              "insert into blog_categories (name, slug) values ('Written by another process', 'written-by-another-process')",
            )
            .run();
        } catch (error) {
          otherWrite = error;
        }
        await transaction
          .insertInto('blog_categories')
          .values({ name: `Read ${before.length}, then written`, slug: 'read-then-written' })
          .execute();
      });
      expect((otherWrite as { code?: string } | undefined)?.code).toBe('SQLITE_BUSY');
      const names = (await database.db.selectFrom('blog_categories').select('name').execute()).map((row) => row.name);
      expect(names.some((name) => name.endsWith(', then written'))).toBe(true);
      expect(names).not.toContain('Written by another process');
      // Once committed, the other process writes as usual.
      other
        .prepare(
          "insert into blog_categories (name, slug) values ('Written by another process', 'written-by-another-process')",
        )
        .run();
    } finally {
      other.close();
    }
  });
});
