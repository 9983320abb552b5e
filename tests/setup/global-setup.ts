import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '@/server/db/create-database';
import { migrateToLatest } from '@/server/db/migrate';
import { postgresUrl, TEMPLATE_POSTGRES_ENV, TEMPLATE_SQLITE_ENV } from './engines';

/**
 * Migrates one template database per engine; every test file then gets a fresh
 * copy of it (file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL)
 * instead of truncating tables, and drops it afterwards.
 */
export default async function setup() {
  const directory = mkdtempSync(path.join(tmpdir(), 'site-tests-'));
  const sqliteTemplate = path.join(directory, 'template.db');
  const sqlite = createDatabase({ sqliteFile: sqliteTemplate });
  await migrateToLatest(sqlite.db, 'sqlite');
  await sqlite.db.destroy();
  process.env[TEMPLATE_SQLITE_ENV] = sqliteTemplate;

  let templateName: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    templateName = `site_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const postgres = createDatabase({ databaseUrl: postgresUrl(templateName) });
    await migrateToLatest(postgres.db, 'postgres');
    await postgres.db.destroy();
    process.env[TEMPLATE_POSTGRES_ENV] = templateName;
  }

  return async () => {
    rmSync(directory, { recursive: true, force: true });
    if (templateName) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    }
  };
}
