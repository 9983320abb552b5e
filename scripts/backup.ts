import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import type { Config } from '@/server/config';
import { openSqlite } from '@/server/db/create-database';
import SqliteDatabase from '@/server/db/sqlite-driver';
import { createLocalStorage } from '@/server/storage/file-storage';
import {
  AUTH_SECRET_ENTRY,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  DATABASE_ENTRY,
  fileKeysIn,
  MANIFEST_ENTRY,
} from './lib/backup-archive';
import { loadConfig, runScript } from './lib/context';
import { TarWriter } from './lib/tar';

/**
 * `npm run backup -- FILE`: one .tar.gz holding a consistent copy of the
 * database, every upload, the auth secret and a manifest (sizes, SHA-256, row
 * counts), taken while the site keeps serving and writing. Restore it with
 * `npm run restore -- FILE` into an empty DATA_DIR. See docs/decisions/012-backup-format.md.
 */

type DatabaseCopy = {
  engine: 'sqlite' | 'postgres';
  /** The copied database, a file in the staging folder. */
  file: string;
  migration: string | null;
  tables: Record<string, number>;
  /** Upload keys the copy points at. */
  referenced: Set<string>;
};

await runScript(async () => {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: npm run backup -- FILE   (for example backups/site-2026-11-23.tar.gz)');
  const file = path.resolve(target);
  if (existsSync(file)) throw new Error(`${file} already exists; choose a new file name.`);
  mkdirSync(path.dirname(file), { recursive: true });
  const config = loadConfig();
  const started = performance.now();

  // Beside the target, so the final rename stays on one file system.
  const staging = mkdtempSync(path.join(path.dirname(file), `.${path.basename(file)}.`));
  try {
    // The database first, then the uploads. A file is written (and renamed into
    // place) before the row that points at it is committed, so every file the
    // copy points at already exists when the uploads are read afterwards. Files
    // that arrive meanwhile are copied too, without a row: harmless, and
    // `npm run files:sweep` removes them after a restore. A file deleted between
    // the two steps (its row deleted after the copy was taken) cannot be copied;
    // it is named in the manifest's `uploadsMissing`.
    const copy = config.databaseUrl
      ? await copyPostgres(config.databaseUrl, staging)
      : await copySqlite(path.join(config.dataDir, 'site.db'), staging);
    const partial = path.join(staging, 'archive.tar.gz');
    const manifest = await writeArchive(partial, copy, config);
    await syncFile(partial);
    if (existsSync(file)) throw new Error(`${file} appeared while the backup was written; it was left alone.`);
    await rename(partial, file);

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const uploads = manifest.files.filter((entry) => entry.path.startsWith('uploads/')).length;
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backup written to ${file} (${megabytes(statSync(file).size)} MB in ${seconds} s: ${copy.engine} database ` +
        `at ${manifest.migration ?? 'no migration'}, ${rows} rows, ${uploads} uploads${manifest.uploads === 's3' ? ' (the files stay in the S3 bucket)' : ''}).`,
    );
    if (manifest.authSecret === 'environment') {
      console.log('AUTH_SECRET comes from the environment and is not in the backup: keep it with the backup.');
    }
    if (manifest.uploads === 's3') {
      console.log(
        `The uploads stay in the S3 bucket ${manifest.s3Bucket}; protect them with bucket versioning (README).`,
      );
    }
    if (manifest.uploadsMissing.length > 0) {
      console.warn(`Deleted while the backup ran (their rows are in the copy): ${manifest.uploadsMissing.join(', ')}`);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
});

/**
 * SQLite's online backup API, all pages in one step: one read transaction, so
 * the copy is one consistent moment, and in WAL mode the site's writers never
 * wait for it. (Step by step, every write by the site would restart the copy.)
 */
async function copySqlite(source: string, staging: string): Promise<DatabaseCopy> {
  if (!existsSync(source)) throw new Error(`No database at ${source}.`);
  const file = path.join(staging, DATABASE_ENTRY.sqlite);
  const sqlite = openSqlite(source);
  try {
    await sqlite.backup(file, { progress: () => 0x7fffffff });
  } finally {
    sqlite.close();
  }

  const copy = new SqliteDatabase(file);
  try {
    // A single file: no -wal beside it once the last connection closes.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy failed its integrity check: ${String(check)}`);
    const tables: Record<string, number> = {};
    const referenced = new Set<string>();
    const names = copy
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all() as string[];
    for (const table of names) {
      tables[table] = Number(
        copy
          .prepare(`select count(*) from ${quote(table)}`)
          .pluck()
          .get(),
      );
      const columns = copy.prepare(`select name from pragma_table_info(?)`).pluck().all(table) as string[];
      for (const column of columns) {
        const texts = copy
          .prepare(
            `select ${quote(column)} from ${quote(table)} where typeof(${quote(column)}) = 'text' and ${quote(column)} like '%/api/files/%'`,
          )
          .pluck()
          .all() as string[];
        for (const text of texts) for (const key of fileKeysIn(text)) referenced.add(key);
      }
    }
    const migration = names.includes('kysely_migration')
      ? ((copy.prepare('select max(name) from kysely_migration').pluck().get() as string | null) ?? null)
      : null;
    return { engine: 'sqlite', file, migration, tables, referenced };
  } finally {
    copy.close();
  }
}

/**
 * pg_dump in its custom format, in a snapshot this script exported: the row
 * counts and file references of the manifest are read in the same moment.
 */
async function copyPostgres(databaseUrl: string, staging: string): Promise<DatabaseCopy> {
  const file = path.join(staging, DATABASE_ENTRY.postgres);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id;
    if (!snapshot) throw new Error('PostgreSQL did not export a snapshot.');
    const tables: Record<string, number> = {};
    const referenced = new Set<string>();
    const names = (
      await client.query<{ name: string }>(
        `select table_name as name from information_schema.tables
         where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
      )
    ).rows.map((row) => row.name);
    for (const table of names) {
      const count = await client.query<{ count: string }>(`select count(*) as count from ${quote(table)}`);
      tables[table] = Number(count.rows[0]?.count ?? 0);
      const columns = (
        await client.query<{ name: string }>(
          `select column_name as name from information_schema.columns
           where table_schema = current_schema() and table_name = $1 and data_type in ('text', 'character varying')`,
          [table],
        )
      ).rows.map((row) => row.name);
      for (const column of columns) {
        const texts = await client.query<{ text: string }>(
          `select ${quote(column)} as text from ${quote(table)} where ${quote(column)} like '%/api/files/%'`,
        );
        for (const row of texts.rows) for (const key of fileKeysIn(row.text)) referenced.add(key);
      }
    }
    const migration = names.includes('kysely_migration')
      ? ((await client.query<{ name: string | null }>('select max(name) as name from kysely_migration')).rows[0]
          ?.name ?? null)
      : null;

    const dump = spawn('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, databaseUrl], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const [code] = (await Promise.race([
      once(dump, 'exit'),
      once(dump, 'error').then(([error]) => {
        throw new Error(`pg_dump could not run (is the PostgreSQL client installed?): ${(error as Error).message}`);
      }),
    ])) as [number | null];
    if (code !== 0) throw new Error(`pg_dump failed (exit code ${code}).`);
    await client.query('commit');
    return { engine: 'postgres', file, migration, tables, referenced };
  } finally {
    await client.end();
  }
}

async function writeArchive(partial: string, copy: DatabaseCopy, config: Config): Promise<BackupManifest> {
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  const tar = new TarWriter(gzip);
  const files: BackupManifest['files'] = [];
  const add = async (name: string, size: number, mtime: Date, body: Uint8Array | AsyncIterable<Uint8Array>) => {
    const sha256 = await tar.addFile({ name, size, mode: 0o600, mtime }, body);
    files.push({ path: name, size, sha256 });
  };

  try {
    const database = statSync(copy.file);
    await add(path.basename(copy.file), database.size, database.mtime, createReadStream(copy.file));

    const secretFile = path.join(config.dataDir, AUTH_SECRET_ENTRY);
    const secretInArchive = existsSync(secretFile);
    if (secretInArchive) {
      const secret = await readFile(secretFile);
      await add(AUTH_SECRET_ENTRY, secret.length, statSync(secretFile).mtime, secret);
    }

    const missing = new Set(copy.referenced);
    if (!config.s3) {
      const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
      for (const visibility of ['public', 'private'] as const) {
        for (const { key, writtenAt } of await storage.list(visibility)) {
          // Read whole (uploads are a few MB at most); a file deleted since the listing is skipped.
          const data = await storage.get(key);
          if (!data) continue;
          await add(`uploads/${key}`, data.length, writtenAt, data);
          missing.delete(key);
        }
      }
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      engine: copy.engine,
      migration: copy.migration,
      tables: copy.tables,
      uploads: config.s3 ? 's3' : 'local',
      ...(config.s3 ? { s3Bucket: config.s3.bucket } : {}),
      authSecret: secretInArchive ? 'file' : 'environment',
      files,
      uploadsMissing: config.s3 ? [] : [...missing].sort(),
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await tar.addFile({ name: MANIFEST_ENTRY, size: text.length, mode: 0o600, mtime: new Date() }, text);
    await tar.finish();
    await written;
    return manifest;
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}
