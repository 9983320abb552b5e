import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { INDEXED_PAGES } from '@/lib/public-pages';
import { createDatabase, openSqlite } from '@/server/db/create-database';
import { migrateToLatest } from '@/server/db/migrate';
import { seedDemoContent } from '@/server/db/seed/seed-demo';
import { seedLargeScale } from '@/server/db/seed/seed-large';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium';
import { loadConfig } from './lib/context';

/**
 * `npm run bench [-- --scale large] [page ...]`: serves the production build on a
 * temporary copy of the data (with `--scale large`, plus the load data set of
 * `db:seed -- --scale large`), runs Lighthouse (mobile, default throttling,
 * median of BENCH_RUNS=3 runs, in the system Chromium) on each public page, then
 * times each page: 30 requests one after another (the server's own time, as the
 * median), and autocannon (50 connections, 10 s, after a warm-up). Prints plain
 * tables and writes the same to bench/results.json. Pages are added here as they
 * are built.
 */
const CATALOGUE_PAGES = [
  '/products/fish-seed',
  '/products/fish-seed?page=20',
  '/products/maintenance',
  '/testing-kits',
  '/products/fish-seed/rohu-fingerlings-1000-pcs',
];
const BLOG_PAGES = ['/blog?q=feed', '/blog/monsoon-pond-care-five-checks-before-the-heavy-rain'];
const publicPages = [...INDEXED_PAGES, ...CATALOGUE_PAGES, ...BLOG_PAGES, '/login', '/signup'];
const args = process.argv.slice(2);
const largeScale = args.includes('--scale') && args[args.indexOf('--scale') + 1] === 'large';
const requested = args.filter((argument) => argument.startsWith('/'));
const lighthousePages = requested.length > 0 ? requested : publicPages.filter((page) => !page.includes('?'));
const loadPages = requested.length > 0 ? requested : [...publicPages, '/api/health'];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error('The server stopped before it answered.');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not answer within 5 minutes.');
}

type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  /** Ids of the audits that did not pass in the accessibility, best-practices and SEO categories. */
  failing: string[];
};

/** One Lighthouse run of `url` (mobile emulation and simulated slow 4G: its defaults). */
async function audit(url: string, port: number): Promise<Omit<LighthouseRow, 'page'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const summary = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
    ?.items;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    jsKb: Math.round((summary?.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 102.4) / 10,
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
  };
}

/** The run with the median performance score, as Lighthouse's own docs advise. */
async function medianAudit(url: string, port: number): Promise<Omit<LighthouseRow, 'page'>> {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await audit(url, port));
  results.sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  return results[Math.floor((results.length - 1) / 2)] as Omit<LighthouseRow, 'page'>;
}

async function runLighthouse(): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const page of lighthousePages) {
      // One visit first, so the server's caches are as a visitor would find them.
      await fetch(`${baseUrl}${page}`);
      rows.push({ page, ...(await medianAudit(`${baseUrl}${page}`, chrome.port)) });
      console.log(`Lighthouse ${page}: done`);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/** The median time of `count` requests sent one after another: what one visitor waits for the server. */
async function serialMedianMs(url: string, count = 30): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round((times[Math.floor(count / 2)] ?? 0) * 10) / 10;
}

function load(url: string, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const config = loadConfig();
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
if (!config.databaseUrl && existsSync(path.join(config.dataDir, 'site.db'))) {
  // A consistent copy (with what is still in the WAL), so the benchmark never touches the real data.
  const source = openSqlite(path.join(config.dataDir, 'site.db'));
  await source.backup(path.join(dataDir, 'site.db'));
  source.close();
}
if (largeScale) {
  if (config.databaseUrl) throw new Error('--scale large benchmarks a temporary SQLite copy; unset DATABASE_URL.');
  // Migrated and seeded here, so the server finds the data in place and adds nothing.
  const handle = createDatabase({ sqliteFile: path.join(dataDir, 'site.db') });
  await migrateToLatest(handle.db, handle.engine);
  await seedDemoContent(handle.db);
  console.log('Load data set:', await seedLargeScale(handle.db));
  await handle.db.destroy();
}
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const server = spawn('node', [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: baseUrl, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForHealth(baseUrl, server);
  const quality = await runLighthouse();
  const rows = [];
  for (const page of loadPages) {
    await load(`${baseUrl}${page}`, 2);
    const serialP50Ms = await serialMedianMs(`${baseUrl}${page}`);
    const result = await load(`${baseUrl}${page}`, 10);
    rows.push({
      page,
      serialP50Ms,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(`\nLighthouse, mobile, median of ${runs} run(s)`);
  console.table(quality);
  console.log(
    `\nServer time (median of 30 requests in a row) and autocannon (50 connections, 10 s)${largeScale ? ', large data set' : ''}`,
  );
  console.table(rows);
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench', 'results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), largeScale, lighthouseRuns: runs, lighthouse: quality, load: rows }, null, 2)}\n`,
  );
  console.log('Written to bench/results.json');
} finally {
  server.kill('SIGTERM');
}
