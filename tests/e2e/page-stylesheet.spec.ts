import { expect, holdRequests, test } from './fixtures';

/**
 * Each page carries, inline, the rules it uses (src/server/http/page-stylesheet.ts,
 * decision 030); the whole stylesheet, linked at the end of the body, loads beside
 * the scripts, for what they show later, and the page's script waits for nothing.
 */
const LIST = '/products/fish-seed';

test('[PAGES][CSS] a page carries the rules it uses, not the whole stylesheet, and no render-blocking link', async ({
  request,
}) => {
  const html = await (await request.get(LIST)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
  // The page's rules close its head; the whole file is linked after everything else the page holds:
  // it holds up no rendering and no script. (It carries the nonce of the page's render, which no
  // policy of a shared page names.)
  const inline = /<style>((?:(?!<\/style>)[\s\S])*)<\/style><\/head>/.exec(html)?.[1] ?? '';
  const [, href = ''] =
    /<link rel="stylesheet" href="([^"]+)"( nonce="[^"]+")? data-precedence="next"\/?><\/body><\/html>$/.exec(html) ??
    [];
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
  } finally {
    await noScript.close();
  }

  await page.goto(LIST);
  // React finds the stylesheet its payload names and adds no second one.
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

test('[PAGES][CSS] the page answers taps while the whole stylesheet is still on its way', async ({ page }) => {
  // The whole stylesheet is held back, as on a slow connection; React must not wait for it
  // (it holds hydration for a stylesheet it has to insert itself).
  const release = await holdRequests(page, '**/_next/static/**/*.css');
  try {
    // (Not 'domcontentloaded': Chromium ends parsing only once a stylesheet linked in the body has loaded.)
    await page.goto(LIST, { waitUntil: 'commit' });
    // Styled already by what the page carries.
    await expect(page.getByTestId('product-card').first()).toHaveCSS('border-top-left-radius', '8px');
    // Hydrated: the footer's clock, started once React has committed the page, shows the time.
    await expect(page.getByTestId('india-clock').locator('time')).toBeVisible();
    // And the Order Now link opens the dialog in the page instead of going to the order page.
    await page
      .getByRole('link', { name: /^Order Now: / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(LIST);
  } finally {
    release();
  }
});

test('[PAGES][CSS][I18N] Assamese and Hindi pages hydrate without a mismatch (their font’s <style> is not taken for the page’s rules)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const url of ['/as', '/hi/blog', '/as/products/fish-seed', '/products/fish-seed']) {
    await page.goto(url);
    // Hydrated: the footer's clock ticks.
    await expect(page.getByTestId('india-clock').locator('time')).toBeVisible();
  }
  // React's hydration mismatch (#418) would be here: it then renders the whole page again in the browser.
  expect(errors).toEqual([]);
});
