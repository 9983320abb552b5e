import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import Database from '@/server/db/sqlite-driver';
import { type BackupManifest, readBackupManifest } from '../../scripts/lib/backup-archive';
import { postgresUrl } from '../setup/engines';
import { type ProductionServer, startProductionServer, temporaryDataDir } from './production-server';
import { callFormAction, pdfFile, runScript, signIn, whoAmI, withDatabase } from './site-client';

/**
 * `npm run backup` while customers place orders and send questions with
 * files, then `npm run restore` into an empty DATA_DIR and a server on it:
 * the same rows as the manifest counted, every file byte for byte, sessions
 * still valid (the auth secret came along), the attachments served again.
 */

const CUSTOMERS = 16;
const PASSWORD = 'backup-password';
/** Per customer, within the limits (10 orders in 10 minutes, 5 questions an hour): 10 orders, 5 questions. */
const TASKS = Array.from({ length: 15 }, (_, index) => (index % 3 === 2 ? 'question' : 'order'));
/** Writes acknowledged before the backup starts. */
const START_BACKUP_AFTER = 40;

type Load = {
  orders: { key: string; reference: string; at: number }[];
  questions: { question: string; file: Buffer; at: number }[];
};

type BackupRun = {
  dataDir: string;
  file: string;
  manifest: BackupManifest;
  load: Load;
  backupStarted: number;
  backupEnded: number;
  /** What `npm run backup` printed (its own size and duration). */
  backupOutput: string;
  customerCookie: string;
  customerEmail: string;
  adminCookie: string;
};

/** Starts the load on `server`, runs the backup in the middle of it, and waits for both. */
async function backupUnderLoad(server: ProductionServer, env: Record<string, string>): Promise<BackupRun> {
  const { dataDir, baseUrl } = server;
  const tag = randomBytes(3).toString('hex');
  const emails = Array.from({ length: CUSTOMERS }, (_, index) => `backup-${tag}-${index}@example.in`);
  const adminEmail = `backup-admin-${tag}@example.in`;
  const cli = { ...env, DATA_DIR: dataDir };
  for (let index = 0; index < emails.length; index += 8) {
    await Promise.all(emails.slice(index, index + 8).map((email) => createCli(cli, email)));
  }
  const admin = await runScript('user', ['create', '--email', adminEmail, '--password', PASSWORD, '--admin'], cli);
  expect(admin.code, admin.stderr).toBe(0);
  const cookies = await Promise.all(emails.map((email) => signIn(baseUrl, email, PASSWORD)));
  const adminCookie = await signIn(baseUrl, adminEmail, PASSWORD);
  const productIds = await productIdsOf(dataDir, env);

  const load: Load = { orders: [], questions: [] };
  const failures: string[] = [];
  let acknowledgedCount = 0;
  let releaseBackup: () => void = () => {};
  const enoughWrites = new Promise<void>((resolve) => {
    releaseBackup = resolve;
  });
  const acknowledged = () => {
    acknowledgedCount += 1;
    if (acknowledgedCount >= START_BACKUP_AFTER) releaseBackup();
  };

  const customer = async (index: number) => {
    for (const [step, task] of TASKS.entries()) {
      const label = `backup ${tag} customer ${index} step ${step}`;
      if (task === 'order') {
        const key = `backup-${tag}-${index}-${step}-${randomBytes(4).toString('hex')}`;
        const state = await callFormAction({
          baseUrl,
          page: '/testing-kits',
          action: 'placeOrderAction',
          cookie: cookies[index],
          fields: {
            productId: String(productIds[(index + step) % productIds.length]),
            name: 'Backup Test Farmer',
            phone: '9876543210',
            email: emails[index] ?? '',
            address: 'Hatchery Road, Guwahati',
            quantity: String(1 + step),
            notes: label,
            idempotencyKey: key,
          },
        });
        if (state.status !== 'success' || !state.reference) failures.push(`${label}: ${state.message}`);
        else load.orders.push({ key, reference: state.reference, at: performance.now() });
      } else {
        const file = pdfFile(label.replaceAll(' ', '-'), 20_000 + ((index * 7919 + step * 104_729) % 400_000));
        const state = await callFormAction({
          baseUrl,
          page: '/contact',
          action: 'sendContactAction',
          cookie: cookies[index],
          fields: { question: label, email: emails[index] ?? '', description: 'Sent while a backup runs.', file },
        });
        if (state.status !== 'success') failures.push(`${label}: ${state.message}`);
        else
          load.questions.push({ question: label, file: Buffer.from(await file.arrayBuffer()), at: performance.now() });
      }
      acknowledged();
    }
  };

  const file = path.join(mkdtempSync(path.join(tmpdir(), 'site-backups-')), 'site.tar.gz');
  const loadDone = Promise.all(Array.from({ length: CUSTOMERS }, (_, index) => customer(index)));
  await Promise.race([enoughWrites, loadDone]);
  const backupStarted = performance.now();
  const backup = await runScript('backup', [file], cli);
  const backupEnded = performance.now();
  await loadDone;

  expect(backup.code, backup.stderr).toBe(0);
  expect(backup.stdout).toContain(`Backup written to ${file}`);
  expect(failures).toEqual([]);
  return {
    dataDir,
    file,
    manifest: await readBackupManifest(file),
    load,
    backupStarted,
    backupEnded,
    backupOutput: backup.stdout.trim(),
    customerCookie: cookies[0] ?? '',
    customerEmail: emails[0] ?? '',
    adminCookie,
  };
}

async function createCli(env: Record<string, string>, email: string) {
  const result = await runScript('user', ['create', '--email', email, '--password', PASSWORD], env);
  expect(result.code, result.stderr).toBe(0);
}

async function productIdsOf(dataDir: string, env: Record<string, string>): Promise<number[]> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query<{ id: number }>('select id from products order by id')).rows.map((row) => row.id);
    } finally {
      await client.end();
    }
  }
  return withDatabase(dataDir, (db) => db.prepare('select id from products order by id').pluck().all() as number[]);
}

/** Every regular file under a folder, by path relative to it. */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** What both engines check after the restore: uploads, the secret, then a server on the restored data. */
async function checkRestoredSite(run: BackupRun, restoredDir: string, env: Record<string, string>) {
  const { manifest } = run;
  // Every upload of the manifest, byte for byte as in the original DATA_DIR; nothing else.
  const uploads = manifest.files.filter((entry) => entry.path.startsWith('uploads/')).map((entry) => entry.path);
  expect(filesUnder(path.join(restoredDir, 'uploads')).map((name) => `uploads/${name}`)).toEqual([...uploads].sort());
  for (const upload of uploads) {
    expect(
      readFileSync(path.join(restoredDir, upload)).equals(readFileSync(path.join(run.dataDir, upload))),
      upload,
    ).toBe(true);
  }
  expect(manifest.uploadsMissing).toEqual([]);
  expect(readFileSync(path.join(restoredDir, 'auth-secret'), 'utf8')).toBe(
    readFileSync(path.join(run.dataDir, 'auth-secret'), 'utf8'),
  );

  const restored = await startProductionServer({ dataDir: restoredDir, env });
  try {
    // The session made before the backup still works: the auth secret came back with the data.
    expect(await whoAmI(restored.baseUrl, run.customerCookie)).toBe(run.customerEmail);
    const fresh = await signIn(restored.baseUrl, run.customerEmail, PASSWORD);
    expect(await whoAmI(restored.baseUrl, fresh)).toBe(run.customerEmail);
    // An attachment sent before the backup is served to the admin again, unchanged.
    const first = run.load.questions.find((question) => question.at < run.backupStarted);
    expect(first).toBeDefined();
    const key = await attachmentKeyOf(restoredDir, env, first?.question ?? '');
    const response = await fetch(`${restored.baseUrl}/api/files/${key}`, { headers: { cookie: run.adminCookie } });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(first?.file ?? Buffer.alloc(0))).toBe(true);
  } finally {
    await restored.stop('SIGKILL');
  }
}

async function attachmentKeyOf(dataDir: string, env: Record<string, string>, question: string): Promise<string> {
  let url: string | null | undefined;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      url = (
        await client.query<{ url: string }>('select file_url as url from contact_us where question = $1', [question])
      ).rows[0]?.url;
    } finally {
      await client.end();
    }
  } else {
    const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
    url = db.prepare('select file_url from contact_us where question = ?').pluck().get(question) as string | undefined;
    db.close();
  }
  expect(url).toMatch(/^\/api\/files\/private\//);
  return (url ?? '').replace('/api/files/', '');
}

function report(label: string, run: BackupRun) {
  const during = [...run.load.orders, ...run.load.questions].filter(
    (write) => write.at >= run.backupStarted && write.at <= run.backupEnded,
  ).length;
  const rows = Object.values(run.manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `${label}: backup of ${(readFileSync(run.file).length / 1024 / 1024).toFixed(2)} MB in ` +
      `${((run.backupEnded - run.backupStarted) / 1000).toFixed(1)} s (npm run backup, start to end) under load: ` +
      `${during} writes acknowledged meanwhile, ${run.load.orders.length} orders and ${run.load.questions.length} questions ` +
      `with files in all; manifest: ${rows} rows, ${run.manifest.files.length - 2} files besides the database and secret\n` +
      `  the script said: ${run.backupOutput}`,
  );
}

describe('[PRODUCTION] backup and restore (SQLite) under write load', () => {
  const servers: ProductionServer[] = [];
  let run: BackupRun | undefined;
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
  });

  it('backs up while orders and questions with files arrive, and restores all of it into an empty DATA_DIR', async () => {
    const server = await startProductionServer({ dataDir: temporaryDataDir('site-backup-') });
    servers.push(server);
    const current = await backupUnderLoad(server, {});
    run = current;
    const { manifest } = current;
    expect(manifest).toMatchObject({ engine: 'sqlite', uploads: 'local', authSecret: 'file' });
    expect(manifest.migration).toMatch(/^\d{4}-/);
    report('backup (SQLite)', current);
    // The site kept answering writes while the backup ran.
    const during = [...current.load.orders, ...current.load.questions].filter(
      (write) => write.at >= current.backupStarted && write.at <= current.backupEnded,
    );
    expect(during.length).toBeGreaterThan(0);

    const restoredDir = path.join(mkdtempSync(path.join(tmpdir(), 'site-restored-')), 'data');
    const restore = await runScript('restore', [current.file], { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('integrity ok');

    // Before any server touches it: the database is whole and holds what the manifest counted.
    const db = new Database(path.join(restoredDir, 'site.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      for (const [table, count] of Object.entries(manifest.tables)) {
        expect(db.prepare(`select count(*) from "${table}"`).pluck().get(), table).toBe(count);
      }
      // Whatever was acknowledged before the backup started is in it.
      const byKey = db.prepare('select reference from orders where idempotency_key = ?').pluck();
      for (const order of current.load.orders.filter((write) => write.at < current.backupStarted)) {
        expect(byKey.get(order.key)).toBe(order.reference);
      }
      const byQuestion = db.prepare('select file_url from contact_us where question = ?').pluck();
      for (const question of current.load.questions.filter((write) => write.at < current.backupStarted)) {
        expect(byQuestion.get(question.question)).toMatch(/^\/api\/files\/private\//);
      }
      // Every file a restored row points at was restored, with the bytes that were sent.
      const rows = db.prepare('select question, file_url from contact_us where file_url is not null').all() as {
        question: string;
        file_url: string;
      }[];
      const sent = new Map(current.load.questions.map((question) => [question.question, question.file]));
      for (const row of rows) {
        const file = path.join(restoredDir, 'uploads', row.file_url.replace('/api/files/', ''));
        expect(existsSync(file), row.file_url).toBe(true);
        const original = sent.get(row.question);
        if (original) expect(readFileSync(file).equals(original), row.question).toBe(true);
      }
    } finally {
      db.close();
    }

    await checkRestoredSite(current, restoredDir, {});
  });

  it('refuses to restore into a DATA_DIR that is not empty, and leaves it alone', async () => {
    expect(run).toBeDefined();
    const occupied = mkdtempSync(path.join(tmpdir(), 'site-occupied-'));
    writeFileSync(path.join(occupied, 'site.db'), 'the live database');
    const result = await runScript('restore', [run?.file ?? ''], { DATA_DIR: occupied });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`DATA_DIR ${occupied} is not empty; restore only into an empty or new folder.`);
    expect(readdirSync(occupied)).toEqual(['site.db']);
    expect(readFileSync(path.join(occupied, 'site.db'), 'utf8')).toBe('the live database');
  });

  it('refuses to overwrite an existing backup file', async () => {
    expect(run).toBeDefined();
    const file = run?.file ?? '';
    const before = readFileSync(file);
    const result = await runScript('backup', [file], { DATA_DIR: run?.dataDir ?? '' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`${file} already exists; choose a new file name.`);
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('[PRODUCTION] backup and restore (PostgreSQL) under write load', () => {
  const servers: ProductionServer[] = [];
  const databases: string[] = [];
  const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const newDatabase = async () => {
    const name = `site_backup_${randomBytes(5).toString('hex')}`;
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    databases.push(name);
    return postgresUrl(name);
  };
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    const client = admin();
    await client.connect();
    for (const name of databases) await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('dumps in a snapshot while the site writes, and pg_restore brings back the same rows and files', async () => {
    const source = { DATABASE_URL: await newDatabase() };
    const server = await startProductionServer({ dataDir: temporaryDataDir('site-backup-pg-'), env: source });
    servers.push(server);
    const run = await backupUnderLoad(server, source);
    expect(run.manifest).toMatchObject({ engine: 'postgres', uploads: 'local', authSecret: 'file' });
    report('backup (PostgreSQL)', run);

    const target = { DATABASE_URL: await newDatabase() };
    const restoredDir = path.join(mkdtempSync(path.join(tmpdir(), 'site-restored-pg-')), 'data');
    const restore = await runScript('restore', [run.file], { ...target, DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    // The dump itself is not left in DATA_DIR.
    expect(readdirSync(restoredDir).sort()).toEqual(['auth-secret', 'uploads']);

    const client = new pg.Client({ connectionString: target.DATABASE_URL });
    await client.connect();
    try {
      for (const [table, count] of Object.entries(run.manifest.tables)) {
        const result = await client.query<{ count: string }>(`select count(*) as count from "${table}"`);
        expect(Number(result.rows[0]?.count), table).toBe(count);
      }
      for (const order of run.load.orders.filter((write) => write.at < run.backupStarted)) {
        const result = await client.query('select reference from orders where idempotency_key = $1', [order.key]);
        expect(result.rows[0]?.reference).toBe(order.reference);
      }
    } finally {
      await client.end();
    }

    // Into a database that is not empty: refused.
    const again = await runScript('restore', [run.file], {
      ...target,
      DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'site-restored-pg-')), 'data'),
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not empty');

    await checkRestoredSite(run, restoredDir, target);
  });
});
