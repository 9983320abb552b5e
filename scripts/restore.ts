import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { open, utimes } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import nextEnv from '@next/env';
import pg from 'pg';
import SqliteDatabase from '@/server/db/sqlite-driver';
import {
  AUTH_SECRET_ENTRY,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  DATABASE_ENTRY,
  isBackupEntryName,
  MANIFEST_ENTRY,
} from './lib/backup-archive';
import { runScript } from './lib/context';
import { readTar } from './lib/tar';

/**
 * `npm run restore -- FILE`: puts a backup of `npm run backup` into an empty
 * (or new) DATA_DIR, checks every file against the manifest's SHA-256 and the
 * database with `PRAGMA integrity_check` and the manifest's row counts. A
 * PostgreSQL backup goes into DATABASE_URL, which must be an empty database,
 * with pg_restore. Anything that fails leaves DATA_DIR as it was found.
 */

type Extracted = Map<string, { size: number; sha256: string }>;

await runScript(async () => {
  const source = process.argv[2];
  if (!source) throw new Error('Usage: npm run restore -- FILE   (into an empty DATA_DIR)');
  const file = path.resolve(source);
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);

  // Read like src/server/config.ts, but without loading it: that would create a new auth-secret in DATA_DIR.
  nextEnv.loadEnvConfig(process.cwd());
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  if (existsSync(dataDir)) {
    if (!statSync(dataDir).isDirectory()) throw new Error(`DATA_DIR ${dataDir} is not a folder.`);
    if (readdirSync(dataDir).length > 0) {
      throw new Error(`DATA_DIR ${dataDir} is not empty; restore only into an empty or new folder.`);
    }
  }
  const created = !existsSync(dataDir);
  mkdirSync(dataDir, { recursive: true });

  try {
    const { manifest, extracted } = await extract(file, dataDir);
    verify(manifest, extracted);
    let summary: string;
    if (manifest.engine === 'sqlite') {
      if (databaseUrl) {
        throw new Error('This is a backup of a SQLite database; unset DATABASE_URL to restore it into DATA_DIR.');
      }
      summary = checkSqlite(path.join(dataDir, DATABASE_ENTRY.sqlite), manifest);
    } else {
      const dump = path.join(dataDir, DATABASE_ENTRY.postgres);
      if (!databaseUrl) {
        throw new Error(
          'This backup holds a PostgreSQL dump: set DATABASE_URL to a new, empty database and run again, or by hand: ' +
            `tar -xzf ${file} ${DATABASE_ENTRY.postgres} && pg_restore --no-owner --no-privileges --exit-on-error --dbname "$DATABASE_URL" ${DATABASE_ENTRY.postgres}`,
        );
      }
      summary = await restorePostgres(dump, databaseUrl, manifest);
      rmSync(dump);
    }
    const uploads = manifest.files.filter((entry) => entry.path.startsWith('uploads/')).length;
    console.log(
      `Restored ${path.basename(file)} (taken ${manifest.createdAt}) into ${dataDir}: ${summary}; ` +
        `${manifest.uploads === 's3' ? `uploads stay in the S3 bucket ${manifest.s3Bucket}` : `${uploads} uploads`}; ` +
        `${manifest.authSecret === 'file' ? 'auth secret' : 'no auth secret (set AUTH_SECRET as before)'}. Start the site with npm start.`,
    );
    if (manifest.uploadsMissing.length > 0) {
      console.warn(`Deleted while the backup ran, so not restored: ${manifest.uploadsMissing.join(', ')}`);
    }
  } catch (error) {
    // Leave DATA_DIR as it was found: empty, or absent.
    for (const entry of readdirSync(dataDir)) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    if (created) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
});

/** Writes every entry into DATA_DIR (names checked against the few a backup holds), hashing as it goes. */
async function extract(file: string, dataDir: string): Promise<{ manifest: BackupManifest; extracted: Extracted }> {
  const extracted: Extracted = new Map();
  let manifestText: string | undefined;
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  try {
    await readTar(source.pipe(gunzip), async (header, body) => {
      if (!isBackupEntryName(header.name)) {
        throw new Error(`${file} holds ${JSON.stringify(header.name)}, which no backup of this site has.`);
      }
      if (extracted.has(header.name) || (header.name === MANIFEST_ENTRY && manifestText !== undefined)) {
        throw new Error(`${file} holds ${header.name} twice.`);
      }
      if (header.name === MANIFEST_ENTRY) {
        if (header.size > 64 * 1024 * 1024) throw new Error('The manifest is too large.');
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
        return;
      }
      const target = path.join(dataDir, header.name);
      mkdirSync(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      const handle = await open(target, 'wx', header.name === AUTH_SECRET_ENTRY ? 0o600 : 0o644);
      try {
        for await (const chunk of body) {
          hash.update(chunk);
          size += chunk.length;
          await handle.write(chunk);
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      // Uploads keep their age: files:sweep judges orphans by it.
      await utimes(target, header.mtime, header.mtime);
      extracted.set(header.name, { size, sha256: hash.digest('hex') });
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR' || (error as { errno?: number }).errno === -5) {
      throw new Error(`${file} ends too early (is the file complete?).`);
    }
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new Error(`${file} is not a backup of this site (not a gzip file, or damaged).`);
    }
    throw error;
  }
  if (manifestText === undefined) throw new Error(`${file} has no manifest; it is not a complete backup of this site.`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestText) as BackupManifest;
  } catch {
    throw new Error(`The manifest of ${file} is not valid JSON.`);
  }
  return { manifest, extracted };
}

/** Every file the manifest lists, with its size and SHA-256, and nothing else. */
function verify(manifest: BackupManifest, extracted: Extracted): void {
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new Error(`Not a backup this version can read (format ${manifest.format} ${manifest.version}).`);
  }
  if (manifest.engine !== 'sqlite' && manifest.engine !== 'postgres') {
    throw new Error(`Unknown database engine in the manifest: ${manifest.engine}.`);
  }
  const listed = new Set<string>();
  for (const entry of manifest.files) {
    listed.add(entry.path);
    const found = extracted.get(entry.path);
    if (!found) throw new Error(`${entry.path} is listed in the manifest but missing from the archive.`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new Error(`${entry.path} does not match its checksum in the manifest (damaged archive).`);
    }
  }
  for (const name of extracted.keys()) {
    if (!listed.has(name)) throw new Error(`${name} is in the archive but not in its manifest.`);
  }
  if (!extracted.has(DATABASE_ENTRY[manifest.engine])) throw new Error('The archive holds no database.');
}

function checkSqlite(file: string, manifest: BackupManifest): string {
  const sqlite = new SqliteDatabase(file, { fileMustExist: true });
  try {
    const check = sqlite.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The restored database failed its integrity check: ${String(check)}`);
    compareCounts(manifest, (table) =>
      Number(
        sqlite
          .prepare(`select count(*) from ${quote(table)}`)
          .pluck()
          .get(),
      ),
    );
  } finally {
    sqlite.close();
  }
  return `SQLite database at ${manifest.migration ?? 'no migration'} (integrity ok, ${rowsOf(manifest)})`;
}

async function restorePostgres(dump: string, databaseUrl: string, manifest: BackupManifest): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ count: string }>(
      `select count(*) as count from information_schema.tables where table_schema = current_schema()`,
    );
    if (Number(tables.rows[0]?.count ?? 0) > 0) {
      throw new Error('The database of DATABASE_URL is not empty; restore into a new, empty database.');
    }
    const restore = spawn(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, dump],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const [code] = (await Promise.race([
      once(restore, 'exit'),
      once(restore, 'error').then(([error]) => {
        throw new Error(`pg_restore could not run (is the PostgreSQL client installed?): ${(error as Error).message}`);
      }),
    ])) as [number | null];
    if (code !== 0) throw new Error(`pg_restore failed (exit code ${code}); the database was left unchanged.`);
    const counts: Record<string, number> = {};
    for (const table of Object.keys(manifest.tables)) {
      const result = await client.query<{ count: string }>(`select count(*) as count from ${quote(table)}`);
      counts[table] = Number(result.rows[0]?.count ?? 0);
    }
    compareCounts(manifest, (table) => counts[table] ?? -1);
  } finally {
    await client.end();
  }
  return `PostgreSQL database at ${manifest.migration ?? 'no migration'} (${rowsOf(manifest)})`;
}

function compareCounts(manifest: BackupManifest, count: (table: string) => number): void {
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const actual = count(table);
    if (actual !== expected) {
      throw new Error(`The restored table ${table} has ${actual} rows; the backup counted ${expected}.`);
    }
  }
}

function rowsOf(manifest: BackupManifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  return `${rows} rows in ${Object.keys(manifest.tables).length} tables`;
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
