import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '@/server/db/create-database';
import type { DatabaseEngine } from '@/server/db/engine';
import { postgresUrl } from './engines';

/**
 * A new database with no migration run yet, for the tests that migrate step by
 * step (a migration must carry a running site's rows); `drop` removes it.
 */
export async function emptyDatabase(
  engine: DatabaseEngine,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const directory = mkdtempSync(path.join(tmpdir(), 'site-migration-'));
    const handle = createDatabase({ sqliteFile: path.join(directory, 'site.db') });
    return {
      handle,
      drop: async () => {
        await handle.db.destroy();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const name = `site_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = createDatabase({ databaseUrl: postgresUrl(name) });
  return {
    handle,
    drop: async () => {
      await handle.db.destroy();
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
