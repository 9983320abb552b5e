import { expect, seriousAxeViolations, test } from './fixtures';

test('[PAGES] /ras-equipment lists Filtration Systems and Monitoring Equipment', async ({ page, request }) => {
  expect((await request.get('/ras-equipment')).headers()['cache-control'] ?? '').toMatch(/s-maxage/);
  await page.goto('/ras-equipment');
  await expect(page.getByRole('heading', { level: 1, name: 'RAS Equipment' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Filtration Systems' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Monitoring Equipment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the RAS equipment you can order online' })).toHaveAttribute(
    'href',
    '/products/ras-equipment',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('[PAGES] /catalog says it is being updated and links every sub-category', async ({ page, request }) => {
  expect((await request.get('/catalog')).headers()['cache-control'] ?? '').toMatch(/s-maxage/);
  await page.goto('/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Catalog' })).toBeVisible();
  await expect(page.getByText(/being updated/).first()).toBeVisible();
  for (const category of ['Aquamart', 'Aquabase', 'Fishwaale Mart']) {
    await expect(page.getByRole('heading', { level: 3, name: category })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Testing Kits' })).toHaveAttribute(
    'href',
    '/products/testing-kits',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('[PAGES] unknown pages get the friendly 404 with status 404', async ({ page, request }) => {
  expect((await request.get('/no-such-page')).status()).toBe(404);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
