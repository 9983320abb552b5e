import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openSqlite } from '@/server/db/create-database';
import { loadConfig } from './lib/context';

/**
 * `npm run bench`: serves the production build on a temporary copy of the data
 * and loads each page with autocannon (50 connections, 10 s, after a warm-up).
 * Prints a table and writes bench/results.json. Pages are added here as they are built.
 */
const pages = ['/', '/login', '/signup', '/api/health'];
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
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const server = spawn('node', [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: baseUrl, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForHealth(baseUrl, server);
  const rows = [];
  for (const page of pages) {
    await load(`${baseUrl}${page}`, 2);
    const result = await load(`${baseUrl}${page}`, 10);
    rows.push({
      page,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.table(rows);
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench', 'results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), load: rows }, null, 2)}\n`,
  );
  console.log('Written to bench/results.json');
} finally {
  server.kill('SIGTERM');
}
