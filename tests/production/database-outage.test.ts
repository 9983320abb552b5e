import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from '@/server/db/sqlite-driver';
import { adminUrl, createEmptyPostgresDatabase, databaseUrl, startRelay } from './postgres-for-tests';
import { type ProductionServer, startProductionServer } from './production-server';
import { runScript, signIn } from './site-client';

const ask = (server: ProductionServer, question: string) =>
  fetch(`${server.baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ question }),
  });

describe.skipIf(!adminUrl)('[PRODUCTION][POSTGRESQL] the database goes away in the middle of the day', () => {
  let server: ProductionServer;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let direct: pg.Client;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const target = new URL(adminUrl ?? '');
    relay = await startRelay({ host: target.hostname, port: Number(target.port || 5432) });
    server = await startProductionServer({ env: { DATABASE_URL: databaseUrl(database.name, relay.port) } });
    direct = new pg.Client({ connectionString: databaseUrl(database.name) });
    await direct.connect();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await direct?.end();
    await relay?.close();
    await database?.drop();
  });

  const unanswered = async () =>
    Number((await direct.query('select count(*) as count from chat_unanswered')).rows[0].count);

  it('answers 503 with a clear page while it is away, stores nothing, and recovers by itself', async () => {
    expect((await fetch(`${server.baseUrl}/blog?q=feed`)).status).toBe(200);
    // Shown once: the cache handler keeps it in DATA_DIR (decision 029).
    const titleOf = (html: string) => /<title>[^<]+<\/title>/.exec(html)?.[0];
    const aboutBefore = await fetch(`${server.baseUrl}/about`);
    expect(aboutBefore.status).toBe(200);
    const aboutTitle = titleOf(await aboutBefore.text());
    expect(aboutTitle).toMatch(/About/);
    const before = await unanswered();

    await relay.cut();

    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(503);

    // A search nobody made before: its results cannot come from the data cache.
    const page = await fetch(`${server.baseUrl}/blog?q=${encodeURIComponent(`outage ${Date.now()}`)}`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('30');
    const html = await page.text();
    const requestId = page.headers.get('x-request-id') ?? '';
    expect(html).toContain(`<meta name="request-id" content="${requestId}">`);
    // The blog keeps its frame and shows the spec's message in place of the list.
    expect(html).toContain('Failed to load blog posts');

    // The catalogue too keeps its frame and answers 503 (so no cache keeps it as a success).
    const products = await fetch(`${server.baseUrl}/products/fish-seed?page=${Date.now() % 1000}`);
    expect(products.status).toBe(503);
    const productsHtml = await products.text();
    expect(productsHtml).toContain(`<meta name="request-id" content="${products.headers.get('x-request-id')}">`);

    const question = await ask(server, 'zqxw vortlemb while away');
    expect(question.status).toBe(503);
    expect(await question.json()).toEqual({ error: 'UNAVAILABLE' });

    // A page shown before the outage is still served from the cache handler's copy, with what it said then.
    // (Asked for by another host name, so that the server's page cache, kept by host, does not answer for it.)
    const about = await fetch(`http://127.0.0.1:${server.port}/about`);
    expect(about.status).toBe(200);
    expect(about.headers.get('x-page-cache')).not.toBe('HIT');
    expect(titleOf(await about.text())).toBe(aboutTitle);

    await relay.restore();

    await expect.poll(async () => (await fetch(`${server.baseUrl}/api/health`)).status, { timeout: 30_000 }).toBe(200);
    expect((await fetch(`${server.baseUrl}/blog?q=feed`)).status).toBe(200);
    expect(await unanswered()).toBe(before);
    expect((await ask(server, 'zqxw vortlemb once back')).status).toBe(200);
    expect(await unanswered()).toBe(before + 1);
  });

  it('tells a signed-in customer the records are out of reach, instead of sending them to sign in again', async () => {
    const email = 'outage-customer@example.in';
    const password = 'outage-customer-passphrase';
    const created = await runScript('user', ['create', '--email', email, '--password', password], {
      DATABASE_URL: databaseUrl(database.name),
      DATA_DIR: server.dataDir,
    });
    if (created.code !== 0) throw new Error(`user create failed: ${created.stderr}`);
    const cookie = await signIn(server.baseUrl, email, password);
    expect((await fetch(`${server.baseUrl}/account/orders`, { headers: { cookie } })).status).toBe(200);

    await relay.cut();
    try {
      for (const path of ['/account/orders', '/account/security']) {
        const page = await fetch(`${server.baseUrl}${path}`, { headers: { cookie }, redirect: 'manual' });
        expect(page.status, path).toBe(503);
        expect(page.headers.get('retry-after')).toBe('30');
        const html = await page.text();
        expect(html).toContain('The site cannot reach its records right now');
        expect(html).toContain(`<meta name="request-id" content="${page.headers.get('x-request-id')}">`);
      }
    } finally {
      await relay.restore();
    }
    await expect
      .poll(async () => (await fetch(`${server.baseUrl}/account/orders`, { headers: { cookie } })).status, {
        timeout: 30_000,
      })
      .toBe(200);
  });
});

describe('[PRODUCTION][SQLITE] the database stays locked by another writer', () => {
  let server: ProductionServer;
  beforeAll(async () => {
    server = await startProductionServer();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it('answers 503 when a write waits past the busy timeout, stores nothing, then works again', async () => {
    const file = path.join(server.dataDir, 'site.db');
    const blocker = new Database(file);
    const count = () =>
      (blocker.prepare('select count(*) as count from chat_unanswered').get() as { count: number }).count;
    const before = count();
    blocker.exec('begin immediate');
    try {
      const question = await ask(server, 'zqxw vortlemb while locked');
      expect(question.status).toBe(503);
      expect(question.headers.get('retry-after')).toBe('30');
      // Readers are not blocked (WAL): pages keep working meanwhile.
      expect((await fetch(`${server.baseUrl}/blog?q=feed`)).status).toBe(200);
    } finally {
      blocker.exec('rollback');
    }
    expect(count()).toBe(before);
    expect((await ask(server, 'zqxw vortlemb after the lock')).status).toBe(200);
    expect(count()).toBe(before + 1);
    expect(blocker.pragma('integrity_check', { simple: true })).toBe('ok');
    blocker.close();
  });
});
