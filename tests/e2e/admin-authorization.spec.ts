import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { settingsFormValues } from '../../src/app/[locale]/admin/settings/settings-values';
import {
  ADMIN_ACTIONS,
  ADMIN_PAGES,
  ADMIN_ROUTES,
  ADMIN_TABS,
  can,
  type Permission,
  STAFF_ROLES,
  type StaffRole,
  visibleAdminTabs,
} from '../../src/lib/permissions';
import { expect, insertOrder, logIn, queryDatabase, test, writeDatabase } from './fixtures';

/**
 * The authorization matrix of the back office. Pages and routes are found on
 * disk and Server Actions in the build's manifest, so an admin page, route or
 * action added later is in this test without anyone listing it; each must
 * refuse a visitor and a plain user, and change nothing.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const adminDir = path.join(root, 'src', 'app', '[locale]', 'admin');

/** A value for each dynamic segment; a new segment must be given one here. */
const SAMPLES: Record<string, string> = { '[kind]': 'contact', '[id]': '1', '[report]': 'register' };

/** Each admin page or route on disk: its address with sample values, and its path as the permission table names it. */
function adminPaths(file: 'page.tsx' | 'route.ts'): { url: string; pattern: string }[] {
  return readdirSync(adminDir, { recursive: true })
    .map(String)
    .filter((entry) => path.basename(entry) === file)
    .map((entry) => {
      const segments = path
        .dirname(entry)
        .split(path.sep)
        .filter((segment) => segment !== '.' && !segment.startsWith('('));
      const sampled = segments.map((segment) => {
        if (!segment.startsWith('[')) return segment;
        const sample = SAMPLES[segment];
        if (!sample) throw new Error(`Give the dynamic segment ${segment} a sample value in SAMPLES.`);
        return sample;
      });
      return { url: ['/admin', ...sampled].join('/'), pattern: ['/admin', ...segments].join('/') };
    });
}

function adminUrls(file: 'page.tsx' | 'route.ts'): string[] {
  return adminPaths(file).map((found) => found.url);
}

/** The permission the table gives a page or route found on disk (/admin itself: any staff, sent on to a screen). */
function permissionOf(pattern: string): Permission | null {
  if (pattern === '/admin') return null;
  const permission = { ...ADMIN_PAGES, ...ADMIN_ROUTES }[pattern as keyof typeof ADMIN_PAGES];
  if (!permission) throw new Error(`${pattern} is in no map of src/lib/permissions.ts: give it a permission there.`);
  return permission;
}

type ActionEntry = { id: string; name: string; file: string; page: string };

function adminActions(): ActionEntry[] {
  const manifest = JSON.parse(
    readFileSync(path.join(root, '.next', 'server', 'server-reference-manifest.json'), 'utf8'),
  );
  const entries = Object.entries(
    manifest.node as Record<string, { workers: Record<string, unknown>; filename?: string; exportedName?: string }>,
  );
  return entries
    .filter(([, entry]) => entry.filename?.startsWith('src/app/[locale]/admin/'))
    .map(([id, entry]) => {
      const worker =
        Object.keys(entry.workers).find((key) => key.startsWith('app/[locale]/admin/')) ?? 'app/[locale]/admin/page';
      return {
        id,
        name: entry.exportedName ?? '',
        file: entry.filename ?? '',
        // Served at /admin… (the proxy renders it as /en/admin…).
        page: `/${worker.replace(/^app\/\[locale\]\//, '').replace(/\/page$/, '')}`,
      };
    });
}

/** Every exported function of the 'use server' files under src/app/[locale]/admin. */
function actionsInSource(): string[] {
  return readdirSync(adminDir, { recursive: true })
    .map(String)
    .filter((entry) => entry.endsWith('.ts'))
    .map((entry) => readFileSync(path.join(adminDir, entry), 'utf8'))
    .filter((source) => /^'use server';/m.test(source))
    .flatMap((source) => [...source.matchAll(/export async function (\w+)/g)].map((match) => match[1] ?? ''));
}

/**
 * The state a forged call could change: the canary rows it targets, anything
 * it could have created, and audit lines about the canaries. (Other tests run
 * alongside and change other rows, so whole-table counts would not do.)
 */
function snapshot(canary: Canary) {
  return {
    product: queryDatabase('select * from products where id = ?', canary.product),
    order: queryDatabase('select * from orders where id = ?', canary.order),
    confirmedOrder: queryDatabase('select * from orders where id = ?', canary.confirmedOrder),
    orderEvents: queryDatabase(
      'select count(*) as n from order_events where order_id in (?, ?)',
      canary.order,
      canary.confirmedOrder,
    ),
    payments: queryDatabase(
      'select (select count(*) from payments where order_id in (?, ?)) + (select count(*) from payment_reports where order_id in (?, ?)) as n',
      canary.order,
      canary.confirmedOrder,
      canary.order,
      canary.confirmedOrder,
    ),
    account: queryDatabase(
      'select (select count(*) from staff_members where user_id = ?) + (select count(*) from staff_roles where user_id = ?) as n',
      canary.account,
      canary.account,
    ),
    invitation: queryDatabase('select * from staff_invitations where id = ?', canary.invitation),
    post: queryDatabase('select * from blogs where id = ?', canary.post),
    blogCategory: queryDatabase('select * from blog_categories where id = ?', canary.blogCategory),
    subCategory: queryDatabase('select * from sub_categories where id = ?', canary.subCategory),
    testimonial: queryDatabase('select * from testimonials where id = ?', canary.testimonial),
    member: queryDatabase('select * from team_members where id = ?', canary.member),
    submission: queryDatabase('select * from contact_us where id = ?', canary.submission),
    chatEntry: queryDatabase('select * from chat_knowledge where id = ?', canary.chatEntry),
    unanswered: queryDatabase('select count(*) as n from chat_unanswered where question = ?', canary.question),
    settings: queryDatabase('select key, value from site_settings order by key'),
    created: queryDatabase(
      "select (select count(*) from testimonials where name = 'Forged name') + (select count(*) from team_members where name = 'Forged name') + (select count(*) from products where name = 'Forged name') + (select count(*) from sub_categories where name = 'Forged name') + (select count(*) from blogs where title = 'Forged name') + (select count(*) from blog_categories where name = 'Forged name') + (select count(*) from chat_knowledge where question = 'Forged name') as n",
    ),
    audit: queryDatabase(
      "select count(*) as n from audit_log where (entity = 'testimonials' and entity_id = ?) or (entity = 'team_members' and entity_id = ?) or (entity = 'contact_us' and entity_id = ?) or (entity = 'products' and entity_id = ?) or (entity = 'sub_categories' and entity_id = ?) or (entity = 'orders' and entity_id = ?) or (entity = 'blogs' and entity_id = ?) or (entity = 'blog_categories' and entity_id = ?) or (entity = 'chat_knowledge' and entity_id = ?) or (entity = 'chat_unanswered' and entity_id = ?)",
      String(canary.testimonial),
      String(canary.member),
      String(canary.submission),
      String(canary.product),
      String(canary.subCategory),
      String(canary.order),
      String(canary.post),
      String(canary.blogCategory),
      String(canary.chatEntry),
      canary.question,
    ),
  };
}

/**
 * Calls a Server Action the way a form posted before JavaScript does (the
 * fields React renders into a useActionState form), from this site's origin,
 * so only the action's own check stands in the way.
 */
async function callAction(
  request: APIRequestContext,
  baseURL: string,
  action: ActionEntry,
  fields: Record<string, string>,
) {
  return request.post(action.page, {
    headers: { Origin: baseURL },
    multipart: {
      $ACTION_REF_1: '',
      '$ACTION_1:0': JSON.stringify({ id: action.id, bound: '$@1' }),
      '$ACTION_1:1': JSON.stringify([{ status: 'idle' }]),
      $ACTION_KEY: 'k0',
      ...fields,
    },
    maxRedirects: 0,
  });
}

type Canary = {
  /** An unanswered chat question only this canary asked. */
  question: string;
  /** A confirmed order: the steps after confirmation and the staff's notes aim at it. */
  confirmedOrder: number;
  /** An account a forged call would make an owner. */
  account: string;
  chatEntry: number;
  testimonial: number;
  member: number;
  submission: number;
  product: number;
  subCategory: number;
  order: number;
  post: number;
  blogCategory: number;
  /** An invitation to the staff a forged call would withdraw. */
  invitation: number;
};

/**
 * The Settings form as its screen shows it now: it passes the form's checks,
 * so a refusal can only come from the permission, and an owner's call
 * saves what is already there (nothing is written).
 */
function currentSettingsFields(): Record<string, string> {
  const value = (key: string) =>
    JSON.parse(
      queryDatabase<{ value: string }>('select value from site_settings where key = ?', key)[0]?.value ?? 'null',
    );
  const words = (locale: string) =>
    JSON.parse(
      queryDatabase<{ value: string }>(
        "select value from site_setting_translations where key = 'company' and locale = ?",
        locale,
      )[0]?.value ?? '{}',
    );
  return settingsFormValues({
    company: value('company'),
    billing: value('billing'),
    translations: { as: words('as'), hi: words('hi') },
  });
}

/** Fields that pass each form's checks, aimed at the canary the action would change. */
function fieldsFor(action: ActionEntry, canary: Canary) {
  if (action.name === 'saveSettingsAction') return currentSettingsFields();
  const id = /Invitation/.test(action.name)
    ? canary.invitation
    : /ChatEntry/.test(action.name)
      ? canary.chatEntry
      : /Testimonial/.test(action.name)
        ? canary.testimonial
        : /TeamMember/.test(action.name)
          ? canary.member
          : /advanceOrder|addOrderNote|Payment|Reminder/.test(action.name)
            ? canary.confirmedOrder
            : /Order/.test(action.name)
              ? canary.order
              : /BlogPost/.test(action.name)
                ? canary.post
                : /BlogCategory/.test(action.name)
                  ? canary.blogCategory
                  : /Product/.test(action.name)
                    ? canary.product
                    : /SubCategory/.test(action.name)
                      ? canary.subCategory
                      : canary.submission;
  return {
    id: String(id),
    kind: 'contact',
    name: 'Forged name',
    role: 'Forged role',
    quote: 'Forged quote',
    subCategoryId: String(canary.subCategory),
    categoryId: '1',
    price: '1.00',
    decision: 'rejected',
    ids: String(id),
    step: 'cancelled',
    reason: 'Forged reason',
    text: 'Forged note',
    userId: canary.account,
    roles: 'owner',
    title: 'Forged name',
    content: '<p>Forged</p>',
    status: /SubmissionStatus/.test(action.name) ? 'handled' : 'published',
    question: /Unanswered/.test(action.name) ? canary.question : 'Forged name',
    answer: 'Forged answer',
    placeOfSupply: '18',
    amount: '1.00',
    mode: 'cash',
    paidOn: new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10),
    paymentId: '1',
    outcome: 'not_found',
    reportId: '1',
  };
}

/**
 * The page as a client-side navigation asks for it when the admin layout is
 * already on screen: the server renders the page alone, without the layout's
 * check. So only the page's own check stands between the asker and the data.
 */
async function pageWithoutLayout(request: APIRequestContext, url: string): Promise<string> {
  const onScreen =
    url === '/admin'
      ? ['team', { children: ['__PAGE__', {}, null, null, 0] }, null, null, 0]
      : ['__PAGE__', {}, null, null, 0];
  const tree = ['', { children: ['admin', { children: onScreen }, null, null, 0] }, null, null, 16];
  const headers = { RSC: '1', 'Next-Router-State-Tree': encodeURIComponent(JSON.stringify(tree)) };
  let response = await request.get(url, { headers, maxRedirects: 0 });
  // Next.js first sends the request to the same address with its cache-busting `_rsc` parameter.
  if (response.status() === 307)
    response = await request.get(response.headers().location ?? '', { headers, maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** The id of the account with this e-mail. */
function accountId(email: string): string {
  const [row] = queryDatabase<{ id: string }>('select id from "user" where email = ?', email);
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

/** An order only the canary has, pending (for the decisions) or confirmed (for the steps after them). */
function canaryOrder(status: 'pending' | 'done'): number {
  return insertOrder({
    reference: `AQ-C${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
    productName: 'E2E Canary',
    unitPricePaise: 100,
    quantity: 1,
    name: 'Canary',
    phone: '+919864012345',
    email: 'canary@example.in',
    address: 'Nowhere',
    status,
  });
}

/** Records a forged call could change, each known by id. */
function plantCanary(account: string): Canary {
  // Unique per canary: the two tests of this file may plant theirs in the same millisecond.
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const question = `e2e canary question ${tag}`;
  const subCategory = writeDatabase(
    `insert into sub_categories (name, slug, category_id) values ('E2E Canary ${tag}', 'e2e-canary-${tag}', (select min(id) from categories))`,
  );
  const blogCategory = writeDatabase(
    `insert into blog_categories (name, slug) values ('E2E Canary ${tag}', 'e2e-canary-${tag}')`,
  );
  writeDatabase('insert into chat_unanswered (question) values (?)', question);
  return {
    question,
    account,
    invitation: writeDatabase(
      "insert into staff_invitations (contact, roles, invited_by_email, expires_at) values (?, '[\"editor\"]', 'owner@example.in', ?)",
      `canary-${tag}@example.in`,
      new Date(Date.now() + 86_400_000).toISOString(),
    ),
    confirmedOrder: canaryOrder('done'),
    chatEntry: writeDatabase(
      "insert into chat_knowledge (question, answer, position) values (?, 'Unchanged', 9999)",
      `E2E canary ${tag}`,
    ),
    blogCategory,
    post: writeDatabase(
      `insert into blogs (title, slug, content, status, category_id) values ('E2E Canary', 'e2e-canary-${tag}', '<p>Unchanged</p>', 'draft', ?)`,
      blogCategory,
    ),
    subCategory,
    product: writeDatabase(
      `insert into products (name, slug, price_paise, sub_category_id) values ('E2E Canary', 'e2e-canary-${tag}', 100, ?)`,
      subCategory,
    ),
    order: canaryOrder('pending'),
    testimonial: writeDatabase(
      "insert into testimonials (name, role, quote) values ('E2E Canary', 'Farmer', 'Unchanged')",
    ),
    member: writeDatabase("insert into team_members (name, role) values ('E2E Canary', 'Biologist')"),
    submission: writeDatabase(
      "insert into contact_us (question, email, description) values ('E2E canary', 'canary@example.in', 'Unchanged')",
    ),
  };
}

const REFUSALS = /NEXT_REDIRECT|NEXT_HTTP_ERROR_FALLBACK/;

/**
 * Each admin page and route, asked for with this browser's cookies: as the server answers it (a request, not a
 * page load: what is refused is the server's to refuse, and loading each page's scripts took a minute of CI).
 */
async function expectRefusedEverywhere(page: Page, expected: 'visitor' | 'user') {
  for (const url of adminUrls('page.tsx')) {
    const response = await page.request.get(url);
    const landed = new URL(response.url());
    if (expected === 'visitor') {
      // Back to the page asked for after logging in.
      expect(landed.pathname + landed.search, url).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
      expect(response.status(), url).toBe(200);
    } else {
      expect(landed.pathname, url).toBe(url);
      expect(response.status(), url).toBe(403);
      expect(await response.text(), url).toContain('Access Denied: You are not authorized to view this page.');
    }
    const alone = await pageWithoutLayout(page.request, url);
    expect(alone, `${url} without its layout`).toContain(
      expected === 'visitor'
        ? `NEXT_REDIRECT;replace;/login?redirectTo=${encodeURIComponent(url)}`
        : 'NEXT_HTTP_ERROR_FALLBACK;403',
    );
  }
  for (const url of adminUrls('route.ts')) {
    expect((await page.request.get(url)).status(), url).toBe(expected === 'visitor' ? 401 : 403);
  }
}

test('[ADMIN][AUTHZ] every admin page, route and action refuses visitors and plain users, and changes nothing', async ({
  page,
  browser,
  baseURL,
  createAccount,
}) => {
  // Each of the 23 admin pages twice per asker (as a page and without its layout), and every action: half a
  // minute on a quiet 2-core machine; the limit leaves room for a busy one.
  test.setTimeout(300_000);
  const origin = baseURL ?? '';
  // The manifest knows every action the source exports (none is left out of the matrix).
  const actions = adminActions();
  expect(actions.length).toBeGreaterThan(0);
  expect(new Set(actions.map((action) => action.name))).toEqual(new Set(actionsInSource()));
  expect(adminUrls('page.tsx')).toEqual(
    expect.arrayContaining(['/admin', '/admin/team', '/admin/orders/1', '/admin/submissions/contact']),
  );

  // The customer of the second half; the forged staff change aims at their own account.
  const customerAccount = await createAccount();
  const canary = plantCanary(accountId(customerAccount.email));
  const before = snapshot(canary);

  // A visitor.
  await expectRefusedEverywhere(page, 'visitor');
  for (const action of actions) await callAction(page.request, origin, action, fieldsFor(action, canary));
  expect(snapshot(canary)).toEqual(before);

  // A signed-in customer.
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await logIn(customerPage, customerAccount, '/about');
  await expect(customerPage).toHaveURL(/\/about$/);
  await expectRefusedEverywhere(customerPage, 'user');
  for (const action of actions) await callAction(customerPage.request, origin, action, fieldsFor(action, canary));
  expect(snapshot(canary)).toEqual(before);
  await customer.close();

  // The same forged call works for an admin, so the refusals above are the checks at work.
  const office = await browser.newContext();
  const adminPage = await office.newPage();
  await logIn(adminPage, await createAccount({ admin: true }), '/admin');
  await expect(adminPage.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  // The same layout-less requests render the pages for an admin: the refusals above came from each page's own check.
  // (/admin itself renders nothing: it sends them on to their first screen.)
  for (const url of adminUrls('page.tsx').filter((url) => url !== '/admin')) {
    expect(await pageWithoutLayout(adminPage.request, url), url).not.toMatch(REFUSALS);
  }
  const setStatus = actions.find((action) => action.name === 'setSubmissionStatusAction');
  if (!setStatus) throw new Error('setSubmissionStatusAction is not in the manifest');
  await callAction(adminPage.request, origin, setStatus, fieldsFor(setStatus, canary));
  expect(queryDatabase('select status from contact_us where id = ?', canary.submission)).toEqual([
    { status: 'handled' },
  ]);
  const deleteSubmission = actions.find((action) => action.name === 'deleteSubmissionAction');
  if (!deleteSubmission) throw new Error('deleteSubmissionAction is not in the manifest');
  await callAction(adminPage.request, origin, deleteSubmission, fieldsFor(deleteSubmission, canary));
  expect(queryDatabase('select id from contact_us where id = ?', canary.submission)).toEqual([]);
  await office.close();
});

/** What a refused action answers (admin.errors.notAdmin), in whichever form's words it comes. */
const NOT_ALLOWED = 'your staff roles do not include this part of the back office';

/**
 * Calls a Server Action as the page's script does (React's Next-Action call),
 * so the answer is the action's own result, whatever the page around it.
 */
async function callActionAsScript(
  request: APIRequestContext,
  baseURL: string,
  action: ActionEntry,
  fields: Record<string, string>,
) {
  // The form's fields first and the arguments last, as React sends them: the arguments are read as soon as they
  // arrive, so fields after them would be missing (and the use-case, which checks the permission, never reached).
  const multipart = new FormData();
  for (const [name, value] of Object.entries(fields)) multipart.append(`_1_${name}`, value);
  multipart.append('0', JSON.stringify([{ status: 'idle' }, '$K1']));
  const response = await request.post(action.page, {
    headers: { Origin: baseURL, Accept: 'text/x-component', 'Next-Action': action.id },
    multipart,
    maxRedirects: 0,
  });
  return { status: response.status(), text: await response.text() };
}

test('[ADMIN][AUTHZ][ROLES] each staff role reaches exactly what the permission table gives it: pages, tabs, navigation, routes and actions', async ({
  browser,
  baseURL,
  createAccount,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? '';
  const actions = adminActions();
  // Every action is in the table, so each asks for a permission: a new one that is not fails here.
  expect(actions.map((action) => action.name).filter((name) => !Object.hasOwn(ADMIN_ACTIONS, name))).toEqual([]);
  expect(Object.keys(ADMIN_ACTIONS).sort()).toEqual(actions.map((action) => action.name).sort());
  const canary = plantCanary(accountId((await createAccount()).email));
  const before = snapshot(canary);

  const sessions: { role: StaffRole; page: Page }[] = [];
  for (const role of STAFF_ROLES) {
    const page = await (await browser.newContext()).newPage();
    await logIn(page, await createAccount({ roles: [role] }), '/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    sessions.push({ role, page });
  }

  let cases = 0;
  for (const { role, page } of sessions) {
    const allows = (permission: Permission | null) => permission === null || can([role], permission);
    for (const { url, pattern } of adminPaths('page.tsx')) {
      if (url === '/admin') {
        // It reads nothing: it sends each person to the first screen their roles open.
        const response = await page.request.get(url, { maxRedirects: 0 });
        expect(response.status(), `${role}: /admin`).toBe(307);
        expect(response.headers().location, `${role}: /admin`).toBe(visibleAdminTabs([role])[0]?.href);
        cases += 1;
        continue;
      }
      const allowed = allows(permissionOf(pattern));
      expect((await page.request.get(url, { maxRedirects: 0 })).status(), `${role}: ${url}`).toBe(allowed ? 200 : 403);
      const alone = await pageWithoutLayout(page.request, url);
      if (allowed) expect(alone, `${role}: ${url} without its layout`).not.toMatch(REFUSALS);
      else expect(alone, `${role}: ${url} without its layout`).toContain('NEXT_HTTP_ERROR_FALLBACK;403');
      cases += 1;
    }
    // The navigation offers the tabs the role opens, and only those, each at the first screen the role opens.
    await page.goto('/admin');
    const navigation = page.getByRole('navigation', { name: 'Admin sections' });
    const visible = visibleAdminTabs([role]);
    await expect(navigation.getByRole('link')).toHaveCount(visible.length);
    for (const { tab, href } of visible) {
      await expect(navigation.locator(`a[href="${href}"]`), `${role}: the ${tab} tab`).toHaveCount(1);
      expect(ADMIN_TABS[tab]).toContain(href);
    }
    for (const { url, pattern } of adminPaths('route.ts')) {
      const status = (await page.request.get(url)).status();
      // A record's route (an order's bill as a PDF) may find no such record for a role that may ask: not found, never refused.
      const allowed = pattern.includes('[id]') ? [200, 404] : [200];
      expect(allows(permissionOf(pattern)) ? allowed : [403], `${role}: ${url}`).toContain(status);
      cases += 1;
    }
    // A private upload (a submission's attachment): not found for those who may see one, refused for the others.
    const privateFile = '/api/files/private/00000000-0000-4000-8000-000000000000.pdf';
    expect((await page.request.get(privateFile)).status(), `${role}: ${privateFile}`).toBe(
      allows(ADMIN_ROUTES['/api/files/private']) ? 404 : 403,
    );
    cases += 1;
    for (const action of actions.filter((entry) => !allows(ADMIN_ACTIONS[entry.name as keyof typeof ADMIN_ACTIONS]))) {
      const answer = await callActionAsScript(page.request, origin, action, fieldsFor(action, canary));
      expect(answer.text, `${role}: ${action.name}`).toContain(NOT_ALLOWED);
      cases += 1;
    }
  }
  // The refused calls changed nothing.
  expect(snapshot(canary)).toEqual(before);

  // The same calls from the roles the table allows are not refused (they may fail on the forged fields, or succeed).
  for (const { role, page } of sessions) {
    for (const action of actions.filter((entry) =>
      can([role], ADMIN_ACTIONS[entry.name as keyof typeof ADMIN_ACTIONS]),
    )) {
      const answer = await callActionAsScript(page.request, origin, action, fieldsFor(action, canary));
      expect(answer.status, `${role}: ${action.name}`).toBeLessThan(500);
      expect(answer.text, `${role}: ${action.name}`).not.toContain(NOT_ALLOWED);
      cases += 1;
    }
  }
  test.info().annotations.push({ type: 'cases', description: `${cases} role × page, tab, route and action cases` });
  for (const { page } of sessions) await page.context().close();
});
