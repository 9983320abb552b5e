import { createHash } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, logIn, queryDatabase, test, writeDatabase } from './fixtures';

/**
 * Loads `path` until the answer comes from the server's page cache (each worker keeps its own
 * pages, and a new connection may reach one that has not kept it yet); the last answer.
 */
async function loadUntilKept(request: APIRequestContext, path: string): Promise<APIResponse> {
  let response = await request.get(path);
  for (let load = 0; load < 6 && response.headers()['x-page-cache'] !== 'HIT'; load++) {
    response = await request.get(path);
  }
  return response;
}

/**
 * The production server keeps the pages that are the same for everyone
 * (src/server/http/page-cache.ts): a visitor's second load is answered from
 * there (X-Page-Cache: HIT). An admin's change must still show on the very next
 * load, because every change drops the pages rendered before it.
 */
test('[CATALOGUE][CACHE] a visitor sees an admin’s new price at once, on the product page and on its list, both kept by the server', async ({
  page,
  browser,
  baseURL,
  createAccount,
}) => {
  const name = `E2E Cached Aerator ${Date.now()}`;
  const slug = name.toLowerCase().replaceAll(' ', '-');
  const [subCategory] = queryDatabase<{ id: number }>("select id from sub_categories where slug = 'ras-equipment'");
  const now = new Date().toISOString();
  const id = writeDatabase(
    'insert into products (name, slug, description, image_url, price_paise, features, sub_category_id, created_at, updated_at) values (?, ?, ?, null, ?, ?, ?, ?, ?)',
    name,
    slug,
    'An aerator for the cache test.',
    1_111_100,
    '[]',
    subCategory?.id,
    now,
    now,
  );
  for (const locale of ['as', 'hi']) {
    writeDatabase(
      'insert into product_translations (product_id, locale, name, description, features, updated_at) values (?, ?, ?, ?, ?, ?)',
      id,
      locale,
      `${name} ${locale}`,
      '',
      '[]',
      now,
    );
  }
  const productPath = `/products/ras-equipment/${slug}`;
  // The list page shows the newest products first: the new one is on its first page.
  const listPath = '/products/ras-equipment';

  const visitor = await browser.newContext({ baseURL });
  try {
    // Kept after a load: later ones are answered from the server's cache.
    const second = await loadUntilKept(visitor.request, productPath);
    expect(second.headers()['x-page-cache']).toBe('HIT');
    expect(await second.text()).toContain('₹11,111.00');
    expect((await loadUntilKept(visitor.request, listPath)).headers()['x-page-cache']).toBe('HIT');

    // A signed-in visitor is never answered from it.
    await logIn(page, await createAccount({ admin: true }), `/admin/products?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('product-row')).toHaveCount(1);
    expect((await page.request.get(productPath)).headers()['x-page-cache']).toBeUndefined();

    await page.getByRole('link', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(dialog.getByLabel('Sub-category')).toHaveValue(/\d+/);
    await dialog.getByLabel('Price (₹)').fill('22222');
    await dialog.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Product updated.' })).toBeVisible();

    // The visitor's very next loads: rendered again, with the new price.
    const product = await visitor.request.get(productPath);
    expect(product.headers()['x-page-cache']).not.toBe('HIT');
    expect(await product.text()).toContain('₹22,222.00');
    const list = await visitor.request.get(listPath);
    expect(list.headers()['x-page-cache']).not.toBe('HIT');
    expect(await list.text()).toContain('₹22,222.00');

    // The visitor's browser shows it too.
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(productPath);
    await expect(visitorPage.getByRole('main')).toContainText('₹22,222.00');
  } finally {
    await visitor.close();
    writeDatabase('delete from product_translations where product_id = ?', id);
    writeDatabase('delete from products where id = ?', id);
  }
});

test('[CATALOGUE][CACHE] a kept page runs no inline script but the framework’s hashed ones', async ({ request }) => {
  const listPath = '/products/fish-seed';
  const kept = await loadUntilKept(request, listPath);
  expect(kept.headers()['x-page-cache']).toBe('HIT');
  expect(kept.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=3600');
  const policy = kept.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toContain('nonce-');
  // Every inline script of the page that can run is listed by its hash (those carrying its render's nonce included).
  const scripts = [
    ...(await kept.text()).matchAll(
      /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ];
  expect(scripts.length).toBeGreaterThan(2);
  for (const [, body = ''] of scripts) {
    expect(policy, body.slice(0, 60)).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
});

const ORDER_PATH = '/products/fish-seed/rohu-fingerlings-1000-pcs/order';

test('[ORDERS][CACHE] the order page is kept by the server as a template: each visitor gets a start token, key and nonce of their own, and no other cache keeps it', async ({
  request,
}) => {
  const loads = [await loadUntilKept(request, ORDER_PATH), await loadUntilKept(request, ORDER_PATH)];
  const seen = { keys: new Set<string>(), tokens: new Set<string>(), nonces: new Set<string>() };
  for (const load of loads) {
    expect(load.headers()['x-page-cache']).toBe('HIT');
    expect(load.headers()['cache-control']).toContain('no-store');
    expect(load.headers().etag).toBeUndefined();
    const html = await load.text();
    expect(html).not.toContain('page-template');
    expect(html).not.toContain('page.template');
    const key = /name="idempotencyKey"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? '';
    const token = /name="startedAt"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(token).toMatch(/^\d{13}\.[A-Za-z0-9_-]{43}$/);
    // The framework's payload (what hydrates the form) carries the same values as the HTML.
    expect(html.split(key).length).toBeGreaterThan(2);
    expect(html.split(token).length).toBeGreaterThan(2);
    // Every inline script carries this response's nonce, and the policy names it.
    const nonce = /'nonce-([^']+)'/.exec(load.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts.filter((attributes) => !/type="application\/ld\+json"/.test(attributes))) {
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
    seen.keys.add(key);
    seen.tokens.add(token);
    seen.nonces.add(nonce);
  }
  expect(seen.keys.size).toBe(2);
  expect(seen.nonces.size).toBe(2);
  // A signed-in customer's page (their details in the form) is rendered for them, never from the template.
  const signedIn = await request.get(ORDER_PATH, { headers: { cookie: 'better-auth.session_token=not-a-session' } });
  expect(signedIn.headers()['x-page-cache']).toBeUndefined();
});

test('[ORDERS][CACHE] an order placed from the kept order page is taken, with and without JavaScript', async ({
  page,
  browser,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await loadUntilKept(page.request, ORDER_PATH);
  let response = await page.goto(ORDER_PATH);
  for (let load = 0; load < 5 && response?.headers()['x-page-cache'] !== 'HIT'; load++) {
    response = await page.goto(ORDER_PATH);
  }
  expect(response?.headers()['x-page-cache']).toBe('HIT');
  const name = `Template Farmer ${Date.now()}`;
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Mobile number').fill('9707012345');
  await page.getByLabel('Shipping address').fill('Boko, Kamrup');
  await page.getByLabel('Quantity').fill('2');
  // The script has hydrated the page: the button shows the total for two.
  await expect(page.getByRole('button', { name: /Place Order.*3,200/ })).toBeVisible();
  await page.waitForTimeout(3000);
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  expect(queryDatabase('select count(*) as orders from orders where name = ?', name)).toEqual([{ orders: 1 }]);
  expect(errors).toEqual([]);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    // Each worker keeps its own pages: this browser's first load may reach one that has
    // not kept the order page yet, which keeps it then.
    let kept = await plain.goto(ORDER_PATH);
    for (let load = 0; load < 5 && kept?.headers()['x-page-cache'] !== 'HIT'; load++) {
      kept = await plain.goto(ORDER_PATH);
    }
    expect(kept?.headers()['x-page-cache']).toBe('HIT');
    const other = `${name} without script`;
    await plain.getByLabel('Full name').fill(other);
    await plain.getByLabel('Mobile number').fill('9707012346');
    await plain.getByLabel('Shipping address').fill('Boko, Kamrup');
    await plain.waitForTimeout(3000);
    await plain.getByRole('button', { name: 'Place Order' }).click();
    await expect(plain.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
    // Two farmers from the same template: two orders, each with its own key.
    const keys = queryDatabase<{ idempotency_key: string }>(
      'select idempotency_key from orders where name in (?, ?)',
      name,
      other,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]?.idempotency_key).not.toBe(keys[1]?.idempotency_key);
  } finally {
    await noScript.close();
  }
});

test('[CHAT][CACHE] a help answer refused for too many questions is for that visitor alone; others get the answer', async ({
  playwright,
  baseURL,
}) => {
  // As the answer (the chat's own texts, on every page, carry the same sentence in its script data).
  const TOO_MANY = '<p>You are asking very fast. Please wait a minute and try again.</p>';
  const visitor = (address: string) =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const asker = await visitor('203.0.113.91');
  const other = await visitor('203.0.113.92');
  try {
    const stamp = Date.now();
    // Each question is new to the server, so each is answered afresh and counts against the asker's limit.
    let refused: { address: string; cacheControl?: string; pageCache?: string } | undefined;
    for (let index = 0; index < 60 && !refused; index++) {
      const address = `/help/answer?q=${encodeURIComponent(`pond question ${stamp} ${index}`)}`;
      const response = await asker.get(address);
      expect(response.status()).toBe(200);
      if ((await response.text()).includes(TOO_MANY)) {
        refused = {
          address,
          cacheControl: response.headers()['cache-control'],
          pageCache: response.headers()['x-page-cache'],
        };
      }
    }
    expect(refused, 'the asker reaches the question limit').toBeDefined();
    expect(refused?.cacheControl).toContain('no-store');
    expect(refused?.pageCache).toBeUndefined();

    // The same question from someone else: answered, not refused from a kept copy of the refusal.
    const answer = await other.get(refused?.address ?? '');
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain(TOO_MANY);
  } finally {
    await asker.dispose();
    await other.dispose();
  }
});
