import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fill } from '../../src/lib/i18n/fill';
import { expect, holdRequests, logIn, queryDatabase, seriousAxeViolations, test, tookTimeToFill } from './fixtures';

/** Issue 17: the site in English, Assamese and Hindi. Expected texts come from the catalogues themselves. */

type Catalogue = Record<string, Record<string, string | Record<string, string>>>;
const catalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', '..', 'messages', `${locale}.json`), 'utf8'));
const as = catalogue('as');
const hi = catalogue('hi');
const text = (messages: Catalogue, key: string, values?: Record<string, string>) => {
  const [group = '', name = '', inner] = key.split('.');
  const node = messages[group]?.[name];
  const found = typeof node === 'string' ? node : inner && node ? node[inner] : undefined;
  if (typeof found !== 'string') throw new Error(`no ${key}`);
  return fill(found, values);
};

const ROHU_PATH = '/products/fish-seed/rohu-fingerlings-1000-pcs';
const ROHU = 'Rohu Fingerlings (1000 pcs)';
/** The demo catalogue's Assamese name of the same product (src/server/db/seed/demo-translations.ts). */
const ROHU_AS = 'ৰৌ মাছৰ পোনা (1000 টা)';

test('[I18N] each language has its own address, lang attribute, canonical link and hreflang alternates', async ({
  page,
  request,
}) => {
  for (const [locale, address] of [
    ['en', '/about'],
    ['as', '/as/about'],
    ['hi', '/hi/about'],
  ] as const) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${address}$`));
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(
          links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]),
        ),
      );
    expect(alternates).toEqual({
      'en-IN': '/about',
      'as-IN': '/as/about',
      'hi-IN': '/hi/about',
      'x-default': '/about',
    });
  }
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/About/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // /en/… is no second address of an English page; an unknown language is no language.
  const english = await request.get('/en/about', { maxRedirects: 0 });
  expect([english.status(), english.headers().location]).toEqual([308, expect.stringMatching(/\/about$/)]);
  expect((await request.get('/fr/about')).status()).toBe(404);

  // The sitemap names every page in the three languages, each with its alternates.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const address of ['/about</loc>', '/as/about</loc>', '/hi/about</loc>', `/as${ROHU_PATH}</loc>`]) {
    expect(sitemap).toContain(address);
  }
  expect(sitemap).toMatch(/hreflang="as-IN"\s+href="[^"]+\/as\/about"/);
});

test('[I18N] switch to Assamese on a product page and order in Assamese', async ({ page }) => {
  await page.goto(ROHU_PATH);
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'অসমীয়া' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/as${ROHU_PATH}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'as');
  // The product's own texts in Assamese too (the office translated them), with no lang of their own.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROHU_AS);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /.*/);
  // Prices per locale: Indian grouping, Latin digits.
  await expect(page.getByRole('main')).toContainText('₹ 1,600.00');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: text(as, 'products.orderNamed', { name: ROHU_AS }) }).click();
  const dialog = page.getByRole('dialog', { name: text(as, 'orders.dialogTitle', { name: ROHU_AS }) });
  // The browser's own check speaks Assamese too.
  await dialog.getByRole('button', { name: /অৰ্ডাৰ দিয়ক/ }).click();
  await expect(dialog.getByText(text(as, 'orders.nameRequired'))).toBeVisible();
  const name = `অসমীয়া গ্ৰাহক ${Date.now()}`;
  await dialog.getByLabel(text(as, 'orders.fullName')).fill(name);
  await dialog.getByLabel(text(as, 'orders.phone')).fill('9707012345');
  await dialog.getByLabel(text(as, 'orders.address')).fill('বটদ্ৰৱা, নগাঁও');
  await tookTimeToFill(page);
  await dialog.getByRole('button', { name: /অৰ্ডাৰ দিয়ক/ }).click();
  await expect(page.getByRole('dialog', { name: text(as, 'orders.confirmedTitle') })).toBeVisible();
  // The office reads the order in English; the customer's language is kept for their e-mails.
  expect(
    queryDatabase(
      'select o.guest, o.locale, i.product_name from orders o join order_items i on i.order_id = o.id where o.name = ?',
      name,
    ),
  ).toEqual([{ guest: 1, locale: 'as', product_name: ROHU }]);
});

test('[I18N] a Hindi blog post in Hindi, and an untranslated one in English with a note', async ({ page }) => {
  await page.goto('/hi/blog');
  const translatedTitle = 'स्वस्थ फिंगरलिंग कैसे चुनें: ख़रीदारों के लिए जाँच-सूची';
  await expect(page.getByTestId('post-card').getByRole('heading', { name: translatedTitle })).toBeVisible();
  // Untranslated posts are listed too, in English and marked so.
  const english = page
    .getByTestId('post-card')
    .getByRole('heading', { name: 'Feed conversion ratio explained in rupees' });
  await expect(english).toHaveAttribute('lang', 'en-IN');

  await page.goto('/hi/blog/choosing-healthy-fingerlings-a-checklist-for-buyers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translatedTitle);
  await expect(page).toHaveTitle(/स्वस्थ फिंगरलिंग कैसे चुनें/);
  await expect(page.getByText(text(hi, 'blog.notTranslated'))).toHaveCount(0);
  await expect(page.locator('.post-body').getByRole('link', { name: 'मछली के बीज' })).toHaveAttribute(
    'href',
    '/hi/products/fish-seed',
  );

  await page.goto('/hi/blog/feed-conversion-ratio-explained-in-rupees');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText(text(hi, 'blog.notTranslated'))).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Feed conversion ratio explained in rupees');
  await expect(heading).toHaveAttribute('lang', 'en-IN');
  await expect(page.locator('.post-body')).toHaveAttribute('lang', 'en-IN');
  // The feed of the Hindi blog: Hindi titles where translated, links to the Hindi pages, its language tag.
  const feed = await (await page.request.get('/hi/blog/rss.xml')).text();
  expect(feed).toContain('<language>hi-in</language>');
  expect(feed).toContain(`<title>${translatedTitle}</title>`);
  expect(feed).toMatch(/<link>[^<]+\/hi\/blog\/choosing-healthy-fingerlings-a-checklist-for-buyers<\/link>/);

  // The page around it stays Hindi.
  await expect(
    page.getByRole('contentinfo').getByRole('navigation', { name: text(hi, 'header.language') }),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('[I18N] the Hindi job form lists the states in Hindi and sends a signed-out applicant to the Hindi sign-up', async ({
  page,
}) => {
  await page.goto('/hi/join-us#join-us');
  const form = page.locator('#join-us');
  const state = form.getByLabel(text(hi, 'submissions.join.state'));
  // Shown in Hindi, sent as the English name the office reads.
  await expect(state.locator('option', { hasText: 'असम' })).toHaveAttribute('value', 'Assam');
  await form.getByLabel(text(hi, 'submissions.join.fullName')).fill('प्रांजल बोरा');
  await form.getByLabel(text(hi, 'submissions.join.phone')).fill('9435012345');
  await state.selectOption('Assam');
  await form.getByLabel(text(hi, 'submissions.join.district')).fill('जोरहाट');
  await form.getByLabel(text(hi, 'submissions.join.area')).fill('टिटाबर');
  await tookTimeToFill(page);
  await form.getByRole('button', { name: text(hi, 'submissions.join.submit') }).click();
  await expect(page).toHaveURL(/\/hi\/signup\?redirectTo=%2Fhi%2Fjoin-us%23join-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test('[I18N][ADMIN] the office translates a product in its Hindi tab; the Hindi page shows it', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount({ admin: true }), '/admin/add-product');
  const name = `E2E Lime ${Date.now()}`;
  await page.getByLabel('Parent category').selectOption({ label: 'Aquamart' });
  await page.getByLabel('Sub-category').selectOption({ label: 'Aqua Medicines' });
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price (₹)').fill('450');
  const tabs = page.getByRole('tablist', { name: 'Languages' });
  const hindiTab = tabs.getByRole('tab', { name: /Hindi/ });
  await expect(hindiTab).toContainText('not translated');
  // Arrow keys move between the languages.
  await tabs.getByRole('tab', { name: /English/ }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(hindiTab).toBeFocused();
  await expect(hindiTab).toHaveAttribute('aria-selected', 'true');
  // A Hindi description without a Hindi name is refused, at the Hindi name.
  await page.getByLabel('Description (Hindi)').fill('तालाब के लिए चूना।');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText("Enter the Name in Hindi too, or clear this language's fields.")).toBeVisible();
  await expect(page.getByLabel('Name (Hindi)')).toBeFocused();
  await page.getByLabel('Name (Hindi)').fill(`चूना ${name}`);
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products/);

  const [product] = queryDatabase<{ slug: string }>('select slug from products where name = ?', name);
  await page.goto(`/hi/products/aqua-medicines/${product?.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`चूना ${name}`);
  await expect(page.getByRole('main')).toContainText('तालाब के लिए चूना।');
  await page.goto(`/as/products/aqua-medicines/${product?.slug}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(name);
  await expect(heading).toHaveAttribute('lang', 'en-IN');
});

test('[I18N][ADMIN] what is typed in a translated form before its script runs is kept when the tabs appear', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount({ admin: true }), '/admin/chat');
  await expect(page.getByRole('heading', { name: 'Chat helper', exact: true })).toBeVisible();
  // The page's scripts are held until the fields are typed in, as on a slow connection.
  const release = await holdRequests(page, '**/_next/static/chunks/*.js');
  await page.goto('/admin/chat', { waitUntil: 'domcontentloaded' });
  const form = page.locator('#chat-add');
  await expect(form.getByRole('tablist', { name: 'Languages' })).toHaveCount(0);
  await form.getByLabel('Question', { exact: true }).fill('Typed before the script');
  await form.getByLabel('Answer (Hindi)').fill('स्क्रिप्ट से पहले');
  release();
  await expect(form.getByRole('tablist', { name: 'Languages' })).toBeVisible();
  await expect(form.getByLabel('Question', { exact: true })).toHaveValue('Typed before the script');
  await form.getByRole('tab', { name: /Hindi/ }).click();
  await expect(form.getByLabel('Answer (Hindi)')).toHaveValue('स्क्रिप्ट से पहले');
});

test('[I18N] the home page follows the browser on a first visit, then the visitor’s own choice', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The visitor picks English: typing the address again keeps English.
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // And Assamese, remembered the same way.
  await page.getByRole('contentinfo').getByRole('link', { name: 'অসমীয়া' }).click();
  await page.goto('/');
  await expect(page).toHaveURL(/\/as$/);
  await context.close();
});

/** Whether the browser finds this font installed (fontconfig's list; the browser runs on this machine). */
function installed(fullName: string): boolean {
  try {
    return execFileSync('fc-list', ['-f', '%{fullname}\n'], { encoding: 'utf8' }).split('\n').includes(fullName);
  } catch {
    return false;
  }
}

test('[I18N] a page in Assamese or Hindi brings its script’s font unless the device has it; an English page none', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fonts/')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
  await page.goto('/as/about');
  await page.waitForLoadState('networkidle');
  // Most Android phones carry Noto Sans Bengali: the page asks for the device's first (local()).
  expect(fonts).toEqual(installed('Noto Sans Bengali Regular') ? [] : ['/fonts/noto-sans-bengali-400.woff2']);
  expect(await page.evaluate(() => document.fonts.check('16px "Site Bengali"', 'অসমীয়া'))).toBe(true);
  await page.goto('/hi/about');
  await page.waitForLoadState('networkidle');
  if (installed('Noto Sans Devanagari Regular')) expect(fonts).not.toContain('/fonts/noto-sans-devanagari-400.woff2');
  else expect(fonts).toContain('/fonts/noto-sans-devanagari-400.woff2');
  expect(await page.evaluate(() => document.fonts.check('16px "Site Devanagari"', 'हिन्दी'))).toBe(true);
});

test('[I18N] the forms answer in the page’s language, in the browser and from the server', async ({
  page,
  createAccount,
}) => {
  await page.goto('/hi/login');
  await page.getByRole('button', { name: text(hi, 'auth.login.submit') }).click();
  await expect(page.getByText(text(hi, 'auth.emailRequired'))).toBeVisible();
  const account = await createAccount();
  await page.getByLabel(text(hi, 'auth.email')).fill(account.email);
  await page.getByLabel(text(hi, 'auth.password'), { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: text(hi, 'auth.login.submit') }).click();
  await expect(page.getByText(text(hi, 'auth.login.invalidCredentials'))).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Signed in from a Hindi page, the visitor lands on a Hindi page.
  await logIn(page, account, '/hi/contact');
  await expect(page).toHaveURL(/\/hi\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test('[I18N][A11Y] the public pages in Assamese and Hindi pass axe at phone width', async ({ page }) => {
  test.setTimeout(180_000);
  for (const locale of ['as', 'hi']) {
    for (const address of [
      '',
      '/services',
      '/contact',
      '/join-us',
      '/blog',
      '/products/fish-seed',
      '/help',
      '/signup',
    ]) {
      await page.goto(`/${locale}${address}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(await seriousAxeViolations(page), `/${locale}${address}`).toEqual([]);
    }
  }
});
