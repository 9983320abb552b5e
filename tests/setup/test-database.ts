import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '@/server/db/create-database';
import type { DatabaseEngine } from '@/server/db/engine';
import { postgresUrl, TEMPLATE_POSTGRES_ENV, TEMPLATE_SQLITE_ENV } from './engines';

export type TestDatabase = DatabaseHandle & { drop: () => Promise<void>; location: string };

/** A fresh, migrated database of the given engine for one test file. */
export async function createTestDatabase(engine: DatabaseEngine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const template = process.env[TEMPLATE_SQLITE_ENV];
    if (!template) throw new Error('The global setup did not create the SQLite template.');
    const directory = mkdtempSync(path.join(tmpdir(), 'site-test-db-'));
    const file = path.join(directory, 'site.db');
    copyFileSync(template, file);
    const handle = createDatabase({ sqliteFile: file });
    return {
      ...handle,
      location: file,
      drop: async () => {
        await handle.db.destroy();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }

  const template = process.env[TEMPLATE_POSTGRES_ENV];
  if (!template) throw new Error('The global setup did not create the PostgreSQL template.');
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (admin) => {
    // Two files may copy the template at the same moment; PostgreSQL then asks one to retry.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const url = postgresUrl(name);
  const handle = createDatabase({ databaseUrl: url });
  return {
    ...handle,
    location: url,
    drop: async () => {
      await handle.db.destroy();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(body: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await body(admin);
  } finally {
    await admin.end();
  }
}
