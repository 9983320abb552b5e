import { expect, test } from './fixtures';

/**
 * Each page carries, inline, the rules it uses (src/server/http/page-stylesheet.ts,
 * decision 030); the whole stylesheet loads once the page's script runs, for
 * what the script shows later.
 */
const LIST = '/products/fish-seed';

test('[PAGES][CSS] a page carries the rules it uses, not the whole stylesheet, and no render-blocking link', async ({
  request,
}) => {
  const html = await (await request.get(LIST)).text();
  expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
  const [, href = '', inline = ''] = /<style data-inlined-from="([^"]+)">([^<]*)<\/style>/.exec(html) ?? [];
  expect(href).toMatch(/^\/_next\/static\/.+\.css$/);
  const whole = await request.get(href);
  expect(whole.status()).toBe(200);
  const css = await whole.text();
  // The page's own classes are there; the back office's and the closed dialog's are not.
  expect(inline).toContain('.rounded-lg{');
  expect(css).toContain('.rounded-t-xl{');
  expect(inline).not.toContain('.rounded-t-xl{');
  expect(inline.length).toBeLessThan(css.length / 2);
  // Once: the framework payload names the stylesheet, it does not carry it again.
  expect(html.split('@layer base').length).toBe(2);
});

test('[PAGES][CSS] the page is styled before its script runs, and what the script shows later is styled too', async ({
  page,
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  try {
    const plain = await noScript.newPage();
    await plain.goto(LIST);
    const card = plain.getByTestId('product-card').first();
    await expect(card).toHaveCSS('border-top-left-radius', '8px');
    await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(plain.locator('link[rel="stylesheet"]')).toHaveCount(0);
  } finally {
    await noScript.close();
  }

  await page.goto(LIST);
  // React loads the whole stylesheet the page's payload names.
  await expect(page.locator('link[rel="stylesheet"][href^="/_next/static/"]')).toHaveCount(1);
  await page
    .getByRole('link', { name: /^Order Now: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // rounded-t-xl: a rule this page did not carry.
  await expect(dialog).toHaveCSS('border-top-left-radius', '12px');
  await expect(dialog).toHaveCSS('position', 'fixed');
});
