import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductionServer, startProductionServer } from './production-server';
import {
  actionId,
  callFormAction,
  createUser,
  nextAddress,
  pdfFile,
  signIn,
  whoAmI,
  withDatabase,
} from './site-client';

/**
 * Issue 9, second part, against the production build: cross-site form posts to
 * every state-changing action (CSRF), one customer reaching for another's
 * orders, files and account (IDOR), and open redirects through `redirectTo`.
 */

const PASSWORD = 'Security-test-passphrase-1';
const EVIL = 'https://evil.example';

/** A Server Action called as React's client does, but with the Origin (or none) an attacker's page would send. */
async function postAction(options: {
  baseUrl: string;
  page: string;
  action: string;
  fields: Record<string, string | File>;
  cookie?: string;
  origin?: string;
}): Promise<Response> {
  const body = new FormData();
  const fields = { js: '1', ...options.fields };
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append('0', JSON.stringify([{ status: 'idle' }, '$K1']));
  return fetch(`${options.baseUrl}${options.page}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      accept: 'text/x-component',
      'next-action': actionId(options.action),
      'x-forwarded-for': nextAddress(),
      ...(options.origin ? { origin: options.origin } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body,
  });
}

describe('[PRODUCTION][SECURITY] CSRF, IDOR and open redirects', () => {
  let server: ProductionServer;
  const alice = { email: 'alice-security@example.in', cookie: '' };
  const bob = { email: 'bob-security@example.in', cookie: '' };
  const boss = { email: 'boss-security@example.in', cookie: '' };
  /** Bob's order and his private attachment, made through the real forms. */
  let bobOrder = { id: 0, reference: '' };
  let bobFile = '';

  const count = (sql: string, ...values: unknown[]) =>
    withDatabase(server.dataDir, (db) =>
      Number(
        db
          .prepare(sql)
          .pluck()
          .get(...values),
      ),
    );

  beforeAll(async () => {
    server = await startProductionServer();
    await createUser(server.dataDir, alice.email, PASSWORD);
    await createUser(server.dataDir, bob.email, PASSWORD);
    await createUser(server.dataDir, boss.email, PASSWORD, { admin: true });
    alice.cookie = await signIn(server.baseUrl, alice.email, PASSWORD);
    bob.cookie = await signIn(server.baseUrl, bob.email, PASSWORD);
    boss.cookie = await signIn(server.baseUrl, boss.email, PASSWORD);

    const productId = withDatabase(server.dataDir, (db) =>
      db.prepare('select id from products order by id limit 1').pluck().get(),
    );
    const order = await callFormAction({
      baseUrl: server.baseUrl,
      page: '/testing-kits',
      action: 'placeOrderAction',
      cookie: bob.cookie,
      fields: {
        productId: String(productId),
        name: 'Bob Private',
        phone: '9876543210',
        email: bob.email,
        address: 'Bob street 1, Jorhat',
        quantity: '2',
        notes: 'bob-only note',
        idempotencyKey: `bob-order-${Date.now()}`,
      },
    });
    expect(order.status).toBe('success');
    bobOrder = {
      reference: order.reference ?? '',
      id: count('select id from orders where reference = ?', order.reference),
    };
    const contact = await callFormAction({
      baseUrl: server.baseUrl,
      page: '/contact',
      action: 'sendContactAction',
      cookie: bob.cookie,
      fields: { question: 'Bob water report', email: bob.email, description: 'Private.', file: pdfFile('bob-report') },
    });
    expect(contact.status).toBe('success');
    bobFile = withDatabase(
      server.dataDir,
      (db) => db.prepare("select file_url from contact_us where question = 'Bob water report'").pluck().get() as string,
    );
    expect(bobFile).toMatch(/^\/api\/files\/private\//);
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it('refuses every state-changing action posted from another origin, or with no origin, and stores nothing', async () => {
    const { baseUrl } = server;
    const origins = [EVIL, undefined, 'null', `${baseUrl}.evil.example`, baseUrl.replace('http:', 'https:')];
    const productId = String(withDatabase(server.dataDir, (db) => db.prepare('select id from products').pluck().get()));
    const tables = ['contact_us', 'join_us', 'orders', 'chat_unanswered', 'chat_knowledge', 'user', 'session'];
    const counts = () => Object.fromEntries(tables.map((table) => [table, count(`select count(*) from "${table}"`)]));
    const before = counts();

    const actions: Parameters<typeof postAction>[0][] = [
      {
        baseUrl,
        page: '/contact',
        action: 'sendContactAction',
        cookie: alice.cookie,
        fields: { question: 'csrf', email: alice.email, description: 'csrf' },
      },
      {
        baseUrl,
        page: '/join-us',
        action: 'applyAction',
        cookie: alice.cookie,
        fields: { fullName: 'csrf', phone: '9876543210', state: 'Assam', district: 'csrf', area: 'csrf' },
      },
      {
        baseUrl,
        page: '/testing-kits',
        action: 'placeOrderAction',
        cookie: alice.cookie,
        fields: {
          productId,
          name: 'csrf',
          phone: '9876543210',
          email: alice.email,
          address: 'csrf',
          quantity: '1',
          idempotencyKey: 'csrf-order-000000001',
        },
      },
      {
        baseUrl,
        page: '/account/security',
        action: 'changePasswordAction',
        cookie: alice.cookie,
        fields: { currentPassword: PASSWORD, newPassword: 'Changed-by-csrf-9', confirmPassword: 'Changed-by-csrf-9' },
      },
      {
        baseUrl,
        page: '/account/privacy',
        action: 'deleteAccountAction',
        cookie: alice.cookie,
        fields: { password: PASSWORD, confirmation: 'DELETE' },
      },
      {
        baseUrl,
        page: '/admin/orders',
        action: 'deleteOrderAction',
        cookie: boss.cookie,
        fields: { id: String(bobOrder.id) },
      },
      {
        baseUrl,
        page: '/admin/chat',
        action: 'saveChatEntryAction',
        cookie: boss.cookie,
        fields: { question: 'csrf?', answer: 'csrf' },
      },
    ];
    const answers: string[] = [];
    for (const action of actions) {
      for (const origin of origins) {
        const response = await postAction({ ...action, origin });
        answers.push(`${action.action} from ${origin ?? 'no origin'}: ${response.status}`);
        if (response.status === 403) expect(await response.json()).toEqual({ error: 'FORBIDDEN_ORIGIN' });
      }
    }
    const json = (body: unknown) => JSON.stringify(body);
    const routes: [string, string][] = [
      ['/api/chat', json({ question: 'csrf chat question nobody answers' })],
      ['/api/auth/sign-in/email', json({ email: alice.email, password: PASSWORD })],
      ['/api/auth/sign-up/email', json({ email: 'csrf-made@example.in', password: PASSWORD, name: 'csrf' })],
    ];
    for (const [route, body] of routes) {
      for (const origin of origins) {
        const response = await fetch(`${baseUrl}${route}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': nextAddress(),
            ...(origin ? { origin } : {}),
          },
          body,
        });
        answers.push(`${route} from ${origin ?? 'no origin'}: ${response.status}`);
        expect(response.headers.getSetCookie().join(';')).not.toContain('session_token=');
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(': 403'))).toEqual([]);

    expect(counts()).toEqual(before);
    expect(count('select count(*) from orders where id = ?', bobOrder.id)).toBe(1);
    // Alice still has her account, her password and her session.
    expect(await whoAmI(baseUrl, alice.cookie)).toBe(alice.email);
    await signIn(baseUrl, alice.email, PASSWORD);

    // The same request from the site itself goes through: the refusals above are about the origin.
    const sameSite = await fetch(`${baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': nextAddress() },
      body: json({ question: 'csrf chat question nobody answers' }),
    });
    expect(sameSite.status).toBe(200);
    expect(count('select count(*) from chat_unanswered')).toBe(Number(before.chat_unanswered) + 1);
  });

  it("keeps Bob's orders, file and data away from Alice, and the admin exports away from customers", async () => {
    const { baseUrl } = server;
    const bobId = withDatabase(
      server.dataDir,
      (db) => db.prepare('select id from "user" where email = ?').pluck().get(bob.email) as string,
    );

    // Orders: Bob sees his own; Alice does not, whatever she adds to the address.
    const bobsPage = await (await fetch(`${baseUrl}/account/orders`, { headers: { cookie: bob.cookie } })).text();
    expect(bobsPage).toContain(bobOrder.reference);
    for (const url of [
      '/account/orders',
      `/account/orders?user=${bobId}`,
      `/account/orders?userId=${bobId}`,
      `/account/orders?order=${bobOrder.id}`,
    ]) {
      const response = await fetch(`${baseUrl}${url}`, { headers: { cookie: alice.cookie } });
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(html, url).not.toContain(bobOrder.reference);
      expect(html, url).not.toContain('Bob street 1');
    }

    // The private attachment: the admin gets it (so the address is right), nobody else does.
    const asAdmin = await fetch(`${baseUrl}${bobFile}`, { headers: { cookie: boss.cookie } });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.text()).toContain('bob-report');
    for (const cookie of [alice.cookie, bob.cookie, undefined]) {
      const response = await fetch(`${baseUrl}${bobFile}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
      expect([401, 403]).toContain(response.status);
      expect(await response.text()).not.toContain('bob-report');
    }

    // "Download my data" is the asker's data, whatever the address says.
    for (const url of ['/account/privacy/download', `/account/privacy/download?userId=${bobId}&email=${bob.email}`]) {
      const response = await fetch(`${baseUrl}${url}`, { headers: { cookie: alice.cookie } });
      expect(response.status).toBe(200);
      const data = await response.text();
      expect(data).toContain(alice.email);
      expect(data).not.toContain(bob.email);
      expect(data).not.toContain(bobOrder.reference);
    }

    // Alice cannot delete Bob's account through her own form (the account is the session's, not a field).
    const deleting = await callFormAction({
      baseUrl,
      page: '/account/privacy',
      action: 'deleteAccountAction',
      cookie: alice.cookie,
      fields: { password: 'not-her-password', confirmation: 'DELETE', userId: bobId, email: bob.email },
    });
    expect(deleting.status).toBe('error');
    expect(await whoAmI(baseUrl, bob.cookie)).toBe(bob.email);
    expect(await whoAmI(baseUrl, alice.cookie)).toBe(alice.email);

    // Admin doors: exports, pages and actions are closed to a customer.
    for (const kind of ['contact', 'join', 'tenant']) {
      const response = await fetch(`${baseUrl}/admin/export/${kind}`, { headers: { cookie: alice.cookie } });
      expect(response.status, kind).toBe(403);
      expect(await response.text()).not.toContain(bob.email);
      const anonymous = await fetch(`${baseUrl}/admin/export/${kind}`);
      expect([401, 403]).toContain(anonymous.status);
    }
    const adminPage = await fetch(`${baseUrl}/admin/orders`, {
      headers: { cookie: alice.cookie },
      redirect: 'manual',
    });
    expect(adminPage.status).toBe(403);
    expect(await adminPage.text()).not.toContain(bobOrder.reference);
    const deleteOrder = await callFormAction({
      baseUrl,
      page: '/admin/orders',
      action: 'deleteOrderAction',
      cookie: alice.cookie,
      fields: { id: String(bobOrder.id) },
    });
    expect(deleteOrder.status).toBe('error');
    const decide = await callFormAction({
      baseUrl,
      page: '/admin/orders',
      action: 'decideOrderAction',
      cookie: alice.cookie,
      fields: { id: String(bobOrder.id), decision: 'rejected', status: 'rejected' },
    });
    expect(decide.status).toBe('error');
    expect(
      withDatabase(server.dataDir, (db) => db.prepare('select status from orders where id = ?').get(bobOrder.id)),
    ).toEqual({ status: 'pending' });
  });

  it('sends a visitor who signs in only to a page of this site, whatever redirectTo says', async () => {
    const { baseUrl } = server;
    const attempts = [
      EVIL,
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
      '/%2F%2Fevil.example',
      '/\t/evil.example',
      'http:evil.example',
      '///evil.example',
      // Dot segments the URL parser collapses into `//evil.example` (issue 16).
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
    ];
    // Sign-in is limited to 10 tries per account in 15 minutes: the attempts take turns.
    const visitors = [alice, bob];
    for (const [index, redirectTo] of attempts.entries()) {
      const visitor = visitors[index % visitors.length] ?? alice;
      // The login page carries only a safe path into its form (the framework's data echoes the address, inert).
      const page = await (await fetch(`${baseUrl}/login?redirectTo=${encodeURIComponent(redirectTo)}`)).text();
      const carried = /<input type="hidden" name="redirectTo" value="([^"]*)"/.exec(page)?.[1];
      // `/%2F%2Fevil.example` may stay as it is: a browser reads it as a path of this site.
      expect(carried, redirectTo).toMatch(/^\/(?![/\\])/);
      expect(new URL(carried ?? '', baseUrl).origin, redirectTo).toBe(baseUrl);

      // A real sign-in through the login form's action, with the value posted as is.
      const response = await postAction({
        baseUrl,
        page: '/login',
        action: 'loginAction',
        origin: baseUrl,
        fields: { email: visitor.email, password: PASSWORD, redirectTo },
      });
      expect(response.status, redirectTo).toBeLessThan(500);
      const target = response.headers.get('x-action-redirect') ?? response.headers.get('location') ?? '';
      expect(target, redirectTo).not.toBe('');
      const destination = new URL(target.split(';')[0] ?? '', baseUrl);
      expect(destination.origin, `${redirectTo} → ${target}`).toBe(baseUrl);
      // A path of this site (one slash, then no slash or back-slash): never a host or a scheme.
      expect(target.split(';')[0], redirectTo).toMatch(/^\/(?![/\\])/);
      expect(response.headers.getSetCookie().join(';')).toContain('session_token=');
    }

    // better-auth's own endpoint refuses a foreign callback address outright.
    const direct = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ email: alice.email, password: PASSWORD, callbackURL: `${EVIL}/steal` }),
    });
    expect(direct.status, await direct.clone().text()).toBe(403);
    expect(direct.headers.getSetCookie().join(';')).not.toContain('session_token=');
  });
});
