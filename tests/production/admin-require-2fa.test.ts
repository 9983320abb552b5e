import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../e2e/totp';
import { type ProductionServer, startProductionServer } from './production-server';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/**
 * ADMIN_REQUIRE_2FA=true on a real server: an admin without two-step sign-in
 * finds every door of the admin area closed (page, route, file) until they enrol.
 */
describe('[PRODUCTION][ADMIN] ADMIN_REQUIRE_2FA keeps the admin area closed until the admin enrols', () => {
  let server: ProductionServer;
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const email = 'two-step-admin@example.in';
  const password = 'two-step-admin-pass';

  beforeAll(async () => {
    server = await startProductionServer({ env: { ADMIN_REQUIRE_2FA: 'true' } });
    await run(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'scripts', 'user.ts'), 'create', '--email', email, '--password', password, '--admin'],
      {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: server.dataDir,
          BASE_URL: server.baseUrl,
          DATABASE_URL: '',
          LOG_LEVEL: 'warn',
        },
      },
    );
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  /** A JSON POST to better-auth, keeping the cookies it sets. */
  async function authPost(endpoint: string, body: unknown) {
    const response = await fetch(`${server.baseUrl}/api/auth${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie: cookieHeader() },
      body: JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return response;
  }
  const get = (pathname: string) =>
    fetch(`${server.baseUrl}${pathname}`, { headers: { cookie: cookieHeader() }, redirect: 'manual' });

  it('refuses the page, the CSV route and private files while two-step sign-in is off', async () => {
    expect((await authPost('/sign-in/email', { email, password })).status).toBe(200);
    const page = await get('/admin');
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('The admin area requires two-step sign-in.');
    expect((await get('/admin/export/contact')).status).toBe(403);
    expect((await get(`/api/files/private/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.pdf`)).status).toBe(403);
  });

  it('opens once the admin has enrolled', async () => {
    const enrol = await authPost('/two-factor/enable', { password });
    expect(enrol.status).toBe(200);
    const { totpURI, backupCodes } = (await enrol.json()) as { totpURI: string; backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    expect((await authPost('/two-factor/verify-totp', { code: totpCode(secret) })).status).toBe(200);
    // /admin sends staff on to their first screen.
    const landing = await get('/admin');
    expect(landing.status).toBe(307);
    expect(landing.headers.get('location')).toContain('/admin/submissions/contact');
    const page = await get('/admin/submissions/contact');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Admin Panel');
    expect((await get('/admin/export/contact')).status).toBe(200);
  });
});
