import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMIT } from '@/server/chat/answer-chat-question';
import { freePort } from '../../scripts/lib/free-port';
import { adminUrl, createEmptyPostgresDatabase, databaseUrl } from './postgres-for-tests';
import { type ProductionServer, startProductionServer, temporaryDataDir } from './production-server';
import { callFormAction, getOnNewConnection, pdfFile, postFormAction, runScript, signIn, whoAmI } from './site-client';

/**
 * Two instances of the site on two ports, each with its own DATA_DIR (nothing
 * shared on disk, no shared memory), sharing only what an operator shares
 * between app servers: one PostgreSQL database, one S3 bucket (s3rver, a real
 * S3 API on a temporary folder), one Redis (REDIS_URL, the machine's) and
 * AUTH_SECRET. A session, a file, a rate limit and an admin's change must all
 * work across them.
 */

const BUCKET = 'site-files';
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Every object s3rver keeps on disk (`<bucket>/<key>._S3rver_object`), as storage keys. */
function objectKeys(directory: string): string[] {
  return readdirSync(path.join(directory, BUCKET), { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('._S3rver_object'))
    .map((name) =>
      name
        .replace(/\._S3rver_object$/, '')
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

/** Every file under a folder, `[]` when there is no such folder. */
function filesUnder(directory: string): string[] {
  try {
    return readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe.skipIf(!adminUrl)('[PRODUCTION] two servers sharing PostgreSQL, S3 and AUTH_SECRET', () => {
  let s3: S3rver;
  let s3Directory: string;
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let url: string;
  let a: ProductionServer;
  let b: ProductionServer;
  const email = 'two-servers-admin@example.in';
  // An admin's password: 12+ characters and not a common one, so no change is demanded first.
  const password = `Two-servers-${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    s3Directory = mkdtempSync(path.join(tmpdir(), 'site-s3rver-'));
    s3 = new S3rver({
      port: await freePort(),
      address: '127.0.0.1',
      directory: s3Directory,
      silent: true,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    database = await createEmptyPostgresDatabase();
    url = databaseUrl(database.name);
    const shared = {
      DATABASE_URL: url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      REDIS_URL: 'redis://127.0.0.1:6379',
    };
    // One after the other: A migrates and seeds the empty database, B finds it ready.
    a = await startProductionServer({ dataDir: temporaryDataDir('site-server-a-'), env: shared });
    console.log(`server A answered after ${elapsed()}`);
    b = await startProductionServer({ dataDir: temporaryDataDir('site-server-b-'), env: shared });
    console.log(`server B answered after ${elapsed()}`);
    expect(a.dataDir).not.toBe(b.dataDir);

    const created = await runScript('user', ['create', '--email', email, '--password', password, '--admin'], {
      DATABASE_URL: url,
      DATA_DIR: a.dataDir,
    });
    if (created.code !== 0) throw new Error(`user create failed: ${created.stderr}`);
  });

  afterAll(async () => {
    await a?.stop('SIGKILL');
    await b?.stop('SIGKILL');
    await s3?.close();
    await database?.drop();
    for (const directory of [s3Directory, a?.dataDir, b?.dataDir]) {
      if (directory) rmSync(directory, { recursive: true, force: true });
    }
  });

  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const cookie = await signIn(a.baseUrl, email, password);
    expect(await whoAmI(a.baseUrl, cookie)).toBe(email);
    expect(await whoAmI(b.baseUrl, cookie)).toBe(email);

    const signOut = await fetch(`${b.baseUrl}/api/auth/sign-out`, {
      method: 'POST',
      headers: { origin: b.baseUrl, 'content-type': 'application/json', cookie },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect(await whoAmI(b.baseUrl, cookie)).toBeNull();
    expect(await whoAmI(a.baseUrl, cookie)).toBeNull();
  });

  it('a file uploaded through A lands in the bucket and downloads through B', async () => {
    const cookie = await signIn(a.baseUrl, email, password);
    const file = pdfFile('two-servers-report', 30_000);
    const bytes = Buffer.from(await file.arrayBuffer());
    const objectsBefore = objectKeys(s3Directory);

    const state = await callFormAction({
      baseUrl: a.baseUrl,
      page: '/contact',
      action: 'sendContactAction',
      cookie,
      fields: { question: 'Two servers question', email, description: 'Report attached.', file },
    });
    expect(state.status).toBe('success');

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const fileUrl = await client
      .query<{ file_url: string | null }>('select file_url from contact_us where question = $1', [
        'Two servers question',
      ])
      .then((result) => result.rows[0]?.file_url)
      .finally(() => client.end());
    expect(fileUrl).toMatch(/^\/api\/files\/private\//);
    const key = fileUrl?.replace('/api/files/', '') ?? '';

    // In the bucket (s3rver's folder), byte for byte; on neither server's disk.
    expect(objectKeys(s3Directory)).toEqual([...objectsBefore, key].sort());
    expect(readFileSync(path.join(s3Directory, BUCKET, `${key}._S3rver_object`))).toEqual(bytes);
    expect(filesUnder(path.join(a.dataDir, 'uploads'))).toEqual([]);
    expect(filesUnder(path.join(b.dataDir, 'uploads'))).toEqual([]);

    const download = await fetch(`${b.baseUrl}${fileUrl}`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
    // The private file is still refused to a visitor who is not signed in, on B as on A.
    expect((await fetch(`${b.baseUrl}${fileUrl}`)).status).toBe(401);
  });

  it('the chat limit counts the questions asked on both servers together', async () => {
    const address = '203.0.113.77';
    const ask = (server: ProductionServer) =>
      fetch(`${server.baseUrl}/api/chat`, {
        method: 'POST',
        headers: { origin: server.baseUrl, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ question: 'Do you sell shrimp seed?' }),
      }).then((response) => response.status);

    // Two thirds of the limit on A, the rest on B: each server alone stays under it.
    const onA = Math.ceil((CHAT_LIMIT.max * 2) / 3);
    const onB = CHAT_LIMIT.max - onA;
    const statuses: number[] = [];
    for (let i = 0; i < onA; i += 1) statuses.push(await ask(a));
    for (let i = 0; i < onB; i += 1) statuses.push(await ask(b));
    expect(statuses).toEqual(Array(CHAT_LIMIT.max).fill(200));

    // The next question is refused on either server, though B has seen fewer than half.
    expect(await ask(b)).toBe(429);
    expect(await ask(a)).toBe(429);
    // Another address is not affected.
    const other = await fetch(`${b.baseUrl}/api/chat`, {
      method: 'POST',
      headers: { origin: b.baseUrl, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.78' },
      body: JSON.stringify({ question: 'Do you sell shrimp seed?' }),
    });
    expect(other.status).toBe(200);
    console.log(`all checks done after ${elapsed()}`);
  });

  it('a price changed through A shows on B’s very next request, though B kept the pages (REDIS_URL)', async () => {
    const productPath = '/products/fish-seed/rohu-fingerlings-1000-pcs';
    const listPath = '/products/fish-seed';
    // Every worker of B renders both pages and keeps them (each new connection goes to the next worker).
    const keptByB = async () =>
      (
        await Promise.all(
          [productPath, listPath, productPath, listPath].map((address) => getOnNewConnection(`${b.baseUrl}${address}`)),
        )
      )
        .map((response) => response.headers['x-page-cache'] ?? 'none')
        .join(',');
    await expect.poll(keptByB, { timeout: 30_000 }).toBe('HIT,HIT,HIT,HIT');

    // The admin saves a new price through A: the product's own form, its other fields as they are.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const product = await client
      .query<{ id: number; sub_category_id: number; name: string; description: string; image_url: string | null }>(
        "select id, sub_category_id, name, description, image_url from products where slug = 'rohu-fingerlings-1000-pcs'",
      )
      .then((result) => result.rows[0])
      .finally(() => client.end());
    if (!product) throw new Error('The demo product is missing.');
    const cookie = await signIn(a.baseUrl, email, password);
    const fields: Record<string, string> = {
      id: String(product.id),
      subCategoryId: String(product.sub_category_id),
      name: product.name,
      description: product.description,
      imageUrl: product.image_url ?? '',
      price: '4321',
      discountAmount: '',
      discountPercentage: '',
      features: '',
    };
    const saved = await postFormAction({
      baseUrl: a.baseUrl,
      page: '/admin/products',
      action: 'saveProductAction',
      fields,
      cookie,
    });
    await saved.arrayBuffer();
    expect(saved.headers.get('x-action-redirect')).toContain('/admin/products');

    // B's very next loads, whichever of its workers answers: the new price, on the product and its list.
    const after = await Promise.all(
      [productPath, listPath, productPath, listPath].map((address) => getOnNewConnection(`${b.baseUrl}${address}`)),
    );
    for (const response of after) {
      expect(response.status).toBe(200);
      expect(response.body).toContain('₹4,321.00');
    }
  });
});
