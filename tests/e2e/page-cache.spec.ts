import { expect, logIn, queryDatabase, test, writeDatabase } from './fixtures';

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
    // Kept after the first load: the second is answered from the server's cache.
    await visitor.request.get(productPath);
    const second = await visitor.request.get(productPath);
    expect(second.headers()['x-page-cache']).toBe('HIT');
    expect(await second.text()).toContain('₹11,111.00');
    await visitor.request.get(listPath);
    expect((await visitor.request.get(listPath)).headers()['x-page-cache']).toBe('HIT');

    // A signed-in visitor is never answered from it.
    await logIn(
      page,
      await createAccount({ admin: true }),
      `/admin?tab=products&section=products&q=${encodeURIComponent(name)}`,
    );
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

test('[CATALOGUE][CACHE] a kept page runs no inline script but the framework’s hashed ones, and the order page is never kept', async ({
  request,
}) => {
  const listPath = '/products/fish-seed';
  await request.get(listPath);
  const kept = await request.get(listPath);
  expect(kept.headers()['x-page-cache']).toBe('HIT');
  expect(kept.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=3600');
  const policy = kept.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toContain('nonce-');
  expect(await kept.text()).not.toContain(' nonce=');

  // The order page writes a start token and an idempotency key for each visitor.
  const orderPath = '/products/fish-seed/rohu-fingerlings-1000-pcs/order';
  const first = await request.get(orderPath);
  const again = await request.get(orderPath);
  expect(again.headers()['x-page-cache']).toBeUndefined();
  expect(again.headers()['cache-control']).toContain('no-store');
  const key = (html: string) => /name="idempotencyKey"[^>]*value="([^"]+)"/.exec(html)?.[1];
  expect(key(await first.text())).toBeTruthy();
  expect(key(await first.text())).not.toBe(key(await again.text()));
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
