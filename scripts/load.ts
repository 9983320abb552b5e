import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '@/server/db/create-database';
import { migrateToLatest } from '@/server/db/migrate';
import { seedDemoContent } from '@/server/db/seed/seed-demo';
import { seedLargeScale } from '@/server/db/seed/seed-large';
// The production tests' visitor: Server Actions called as React's client calls them.
import { type ProductionServer, startProductionServer, temporaryDataDir } from '../tests/production/production-server';
import { callFormAction, nextAddress, signIn } from '../tests/production/site-client';

/**
 * `npm run load [-- --engine sqlite|postgres] [--rates 20,40,80] [--seconds 15] [--scale demo]`:
 * the production server on the large data set under a realistic mix, sent at
 * fixed rates (open loop: requests leave on schedule whether or not earlier ones
 * have answered, as real visitors do): 80% public page views, 10% blog searches,
 * 5% sign-ins, 5% order requests by signed-in customers. Each rate runs for
 * `--seconds`; the report is the highest rate whose p99 stays under 500 ms with
 * no error. PostgreSQL uses a new database on TEST_DATABASE_URL's server
 * (default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.includes(`--${name}`) ? (args[args.indexOf(`--${name}`) + 1] ?? fallback) : fallback;
const engine = option('engine', 'sqlite') === 'postgres' ? 'postgres' : 'sqlite';
const rates = option('rates', '20,40,80,120,160,240,320').split(',').map(Number);
const seconds = Number(option('seconds', '15'));
const large = option('scale', 'large') === 'large';
const P99_LIMIT_MS = 500;
/** Customers taken in turn; a right password never counts against an account's limits. */
const ACCOUNTS = 32;
const PASSWORD = 'load-test-passphrase-2026';
const root = path.resolve(import.meta.dirname, '..');

const PAGES = [
  '/',
  '/about',
  '/services',
  '/catalog',
  '/contact',
  '/products/fish-seed',
  '/products/fish-seed?page=3',
  '/testing-kits',
  '/ras-equipment',
  '/blog',
  '/blog/monsoon-pond-care-five-checks-before-the-heavy-rain',
  '/products/fish-seed/rohu-fingerlings-1000-pcs',
  '/join-us',
];
const SEARCHES = ['feed', 'rohu', 'water quality', 'ras', 'disease', 'pond', 'oxygen', 'seed'];

type Kind = 'page' | 'search' | 'signIn' | 'order';
type Sample = { kind: Kind; ms: number; ok: boolean; detail?: string };

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `site_load_${randomBytes(5).toString('hex')}`;
const dataDir = temporaryDataDir('site-load-');

async function prepareDatabase(): Promise<{ handle: DatabaseHandle; env: Record<string, string> }> {
  let env: Record<string, string> = {};
  let handle: DatabaseHandle;
  if (engine === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    env = { DATABASE_URL: url.toString() };
    handle = createDatabase({ databaseUrl: url.toString() });
  } else {
    handle = createDatabase({ sqliteFile: path.join(dataDir, 'site.db') });
  }
  await migrateToLatest(handle.db, handle.engine);
  await seedDemoContent(handle.db);
  if (large) console.log('Load data set:', await seedLargeScale(handle.db));
  return { handle, env };
}

async function createAccounts(env: Record<string, string>): Promise<string[]> {
  const run = promisify(execFile);
  const emails = Array.from({ length: ACCOUNTS }, (_, index) => `load-${index}@example.in`);
  for (let index = 0; index < emails.length; index += 8) {
    await Promise.all(
      emails.slice(index, index + 8).map((email) =>
        run(
          path.join(root, 'node_modules', '.bin', 'tsx'),
          [path.join(root, 'scripts', 'user.ts'), 'create', '--email', email, '--password', PASSWORD],
          {
            cwd: root,
            env: { ...process.env, BASE_URL: '', DATABASE_URL: '', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
          },
        ),
      ),
    );
  }
  return emails;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function timed(kind: Kind, body: () => Promise<boolean | string>): Promise<Sample> {
  const started = performance.now();
  try {
    const outcome = await body();
    return {
      kind,
      ms: performance.now() - started,
      ok: outcome === true,
      detail: outcome === true ? undefined : String(outcome),
    };
  } catch (error) {
    return {
      kind,
      ms: performance.now() - started,
      ok: false,
      detail: error instanceof Error ? error.message.slice(0, 120) : String(error),
    };
  }
}

/**
 * A page view as a phone makes it (compressed, over a kept-alive connection), read to
 * the end but not decompressed: the phone does that on its own processor, and here it
 * would take the server's two cores from it.
 */
const keepAlive = new Agent({ keepAlive: true, maxSockets: 256 });
function getPage(url: string): Promise<true | string> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      url,
      { agent: keepAlive, headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': nextAddress() } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200 || `status ${response.statusCode}`));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** Sends `rate` requests a second for `duration` seconds, on schedule (open loop). */
async function runAt(send: () => Promise<Sample>, rate: number, duration: number) {
  const pending: Promise<Sample>[] = [];
  const started = performance.now();
  for (let index = 0; index < rate * duration; index++) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send());
  }
  const samples = await Promise.all(pending);
  return { samples, elapsed: (performance.now() - started) / 1000 };
}

async function main() {
  console.log(`Engine: ${engine}; data set: ${large ? 'large' : 'demo'}; preparing...`);
  const { handle, env } = await prepareDatabase();
  let server: ProductionServer | undefined;
  try {
    server = await startProductionServer({ dataDir, env: { ...env, LOG_LEVEL: 'warn' } });
    const baseUrl = server.baseUrl;
    const emails = await createAccounts(env);
    const cookies = await Promise.all(emails.map((email) => signIn(baseUrl, email, PASSWORD)));
    const productIds = (await handle.db.selectFrom('products').select('id').limit(500).execute()).map((row) => row.id);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
    let signIns = 0;

    const send = (): Promise<Sample> => {
      const roll = Math.random();
      if (roll < 0.8) {
        return timed('page', () => getPage(`${baseUrl}${pick(PAGES)}`));
      }
      if (roll < 0.9) {
        return timed('search', () => getPage(`${baseUrl}/blog?q=${encodeURIComponent(pick(SEARCHES))}`));
      }
      if (roll < 0.95) {
        const email = emails[signIns++ % emails.length] ?? '';
        return timed('signIn', async () => Boolean(await signIn(baseUrl, email, PASSWORD)));
      }
      const account = Math.floor(Math.random() * emails.length);
      return timed('order', async () => {
        const state = await callFormAction({
          baseUrl,
          page: '/testing-kits',
          action: 'placeOrderAction',
          cookie: cookies[account],
          fields: {
            productId: String(pick(productIds)),
            name: 'Load Test Farmer',
            phone: '9876543210',
            email: emails[account] ?? '',
            address: 'Pond 3, Jorhat, Assam',
            quantity: '2',
            notes: 'load test',
            idempotencyKey: randomBytes(12).toString('hex'),
          },
        });
        return state.status === 'success' || `order ${state.status} ${state.message ?? ''}`;
      });
    };

    // Warm-up, not counted: every page and search once (fills the data cache and
    // regenerates prerendered pages), then a short run at the first rate.
    for (const page of [...PAGES, ...SEARCHES.map((term) => `/blog?q=${encodeURIComponent(term)}`)]) {
      await (await fetch(`${baseUrl}${page}`)).arrayBuffer();
    }
    await runAt(send, rates[0] ?? 10, 5);

    const rows = [];
    let best: number | null = null;
    for (const rate of rates) {
      // Each step starts with fresh counters (ours and better-auth's).
      await handle.db.deleteFrom('rateLimit').execute();
      await handle.db.deleteFrom('auth_rate_limit').execute();
      const { samples, elapsed } = await runAt(send, rate, seconds);
      const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b);
      const errors = samples.filter((sample) => !sample.ok);
      const byKind = (kind: Kind) => {
        const kindLatencies = samples
          .filter((sample) => sample.kind === kind)
          .map((sample) => sample.ms)
          .sort((a, b) => a - b);
        return Math.round(percentile(kindLatencies, 0.99));
      };
      const row = {
        targetRate: rate,
        achievedRate: Math.round(samples.length / elapsed),
        requests: samples.length,
        p50Ms: Math.round(percentile(latencies, 0.5)),
        p99Ms: Math.round(percentile(latencies, 0.99)),
        p99PageMs: byKind('page'),
        p99SearchMs: byKind('search'),
        p99SignInMs: byKind('signIn'),
        p99OrderMs: byKind('order'),
        errors: errors.length,
      };
      rows.push(row);
      console.log(row);
      if (errors.length > 0)
        console.log(
          '  first errors:',
          errors.slice(0, 3).map((error) => `${error.kind}: ${error.detail}`),
        );
      if (row.p99Ms < P99_LIMIT_MS && errors.length === 0) best = rate;
      else break;
    }
    console.table(rows);
    console.log(
      best === null
        ? `No rate stayed under p99 ${P99_LIMIT_MS} ms with no errors.`
        : `Highest rate with p99 under ${P99_LIMIT_MS} ms and no errors: ${best} requests/s (${engine}${large ? ', large data set' : ''}).`,
    );
    mkdirSync(path.join(root, 'bench'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench', `load-results-${engine}.json`),
      `${JSON.stringify({ date: new Date().toISOString(), engine, large, seconds, mix: '80% pages, 10% blog searches, 5% sign-ins, 5% orders', best, rows }, null, 2)}\n`,
    );
  } finally {
    await server?.stop('SIGTERM');
    await handle.db.destroy();
    if (engine === 'postgres') {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  }
}

await main();
