import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Issue 36: what a farmer on 2G or with the data saver on is spared, and what comes first. */

const LIST = '/products/fish-seed';
const PRODUCT = '/products/fish-seed/rohu-fingerlings-1000-pcs';

/** Requests for other pages' data (Next.js's prefetches carry `_rsc`). */
function prefetchesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.has('_rsc')) seen.push(request.url());
  });
  return seen;
}

/** Opens `path` and waits for its script to run (the header then asks who is signed in). */
async function openHydrated(page: Page, path: string, timeout = 15_000) {
  const signedInCheck = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/me', {
    timeout: timeout * 4,
  });
  await page.goto(path, { timeout: timeout * 4 });
  await signedInCheck;
}

test('[PAGES][PERF] links in view prefetch their pages on a good connection', async ({ page }) => {
  const prefetches = prefetchesOf(page);
  await openHydrated(page, LIST);
  await expect.poll(() => prefetches.length, { timeout: 15_000 }).toBeGreaterThan(0);
});

test('[PAGES][PERF] on 2G nothing is prefetched, and the product’s picture comes inside the page', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // WebPageTest's 2G, as `npm run bench -- --2g` measures it.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 800,
    downloadThroughput: (280 * 1024) / 8,
    uploadThroughput: (256 * 1024) / 8,
    connectionType: 'cellular2g',
  });
  const prefetches = prefetchesOf(page);
  await openHydrated(page, PRODUCT);
  expect(
    await page.evaluate(() => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType),
  ).toBe('3g'); // the Network Information API's name for WebPageTest's 2G
  // A demo product's own page: other tests add products without a picture to the lists.
  const first = page.getByRole('main').getByRole('img', { name: 'Rohu Fingerlings (1000 pcs)' });
  await expect(first).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  expect(await first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await page.waitForTimeout(5_000);
  expect(prefetches).toEqual([]);
});

test('[PAGES][PERF] with the data saver on nothing is prefetched, and links still open their pages', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const connection = (navigator as { connection?: object }).connection;
    if (connection) Object.defineProperty(connection, 'saveData', { get: () => true });
  });
  const prefetches = prefetchesOf(page);
  await openHydrated(page, LIST);
  await page.waitForTimeout(3_000);
  expect(prefetches).toEqual([]);
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/fish-seed\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
