import type { Page } from '@playwright/test';
import { expect, logIn, queryDatabase, seriousAxeViolations, test, writeDatabase } from './fixtures';

const FALLBACK = "Sorry, I don't have an answer for that. Please contact our team for more help.";

const launcherOf = (page: Page) => page.getByRole('button', { name: 'Ask us a question' });
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Farm helper' });

async function askHelper(page: Page, question: string) {
  const panel = panelOf(page);
  const before = await panel.getByTestId('chat-answer').count();
  await panel.getByLabel('Your question').fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByTestId('chat-answer')).toHaveCount(before + 1);
  return panel.getByTestId('chat-answer').last();
}

test('[CHAT] the button loads the panel on first use: greeting, topics, Help, and its size on a phone', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  const loadedWithPage = scripts.length;
  await expect(panelOf(page)).toHaveCount(0);

  await launcherOf(page).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  // The panel's code came only now, as its own script.
  expect(scripts.length).toBeGreaterThan(loadedWithPage);
  await expect(panel).toContainText('Namaste!');
  await expect(panel.getByRole('button', { name: 'Ask a question' })).toBeFocused();
  for (const [name, href] of [
    ['About us', '/about'],
    ['Services', '/services'],
    ['Contact', '/contact'],
  ] as const) {
    await expect(panel.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }

  // 360 px wide at most, 90% of the view's width and 80% of its height.
  const box = await panel.boundingBox();
  const view = page.viewportSize();
  expect(box && view).toBeTruthy();
  if (box && view) {
    expect(box.width).toBeLessThanOrEqual(Math.min(360, view.width * 0.9) + 0.5);
    expect(box.height).toBeLessThanOrEqual(view.height * 0.8 + 0.5);
    expect(box.x).toBeGreaterThanOrEqual(0);
  }

  await panel.getByRole('button', { name: 'Help' }).click();
  const help = panel.getByRole('region', { name: 'Talk to our team' });
  await expect(help.getByRole('link', { name: /^\+91/ }).first()).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(help.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  await expect(help.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}$/);
  // The emergency numbers from the settings, tappable.
  await expect(help).toContainText('Fish health emergency');
  await expect(help.getByRole('link', { name: '+91 98640 00004' })).toHaveAttribute('href', 'tel:+919864000004');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('[CHAT] questions get answers with links, the fallback with contacts, and the conversation lasts the visit', async ({
  page,
}) => {
  await page.goto('/');
  await launcherOf(page).click();
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Ask a question' }).click();
  await expect(panel.getByLabel('Your question')).toBeFocused();

  const ras = await askHelper(page, 'wat is RAS?');
  await expect(ras).toContainText('recirculating aquaculture system');
  await expect(ras.getByRole('link', { name: '/ras-equipment' })).toHaveAttribute('href', '/ras-equipment');

  // Only spaces: nothing is sent.
  await panel.getByLabel('Your question').fill('    ');
  await panel.getByLabel('Your question').press('Enter');
  await expect(panel.getByTestId('chat-question')).toHaveCount(1);

  const unknown = `Is there a fish fair in Jorhat ${Date.now()}?`;
  const fallback = await askHelper(page, unknown);
  await expect(fallback).toContainText(FALLBACK);
  await expect(fallback.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  // Kept for the staff, by its words only.
  const normalized = unknown.toLowerCase().replace('?', '');
  expect(queryDatabase('select question from chat_unanswered where question = ?', normalized)).toHaveLength(1);

  // Another page of the site, then a reload: the conversation is still there.
  await page.keyboard.press('Escape');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).first().click();
  await expect(page).toHaveURL(/\/services$/);
  await launcherOf(page).click();
  await expect(panelOf(page).getByTestId('chat-question')).toHaveText([/wat is RAS\?/, /fish fair in Jorhat/]);
  await page.reload();
  await launcherOf(page).click();
  await expect(panelOf(page).getByTestId('chat-answer')).toHaveCount(2);
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('[CHAT] keyboard: Enter opens it with focus inside, Escape closes it and focus returns; a click outside closes it', async ({
    page,
  }) => {
    await page.goto('/services');
    const launcher = launcherOf(page);
    await launcher.focus();
    await page.keyboard.press('Enter');
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('button', { name: 'Ask a question' })).toBeFocused();
    const box = await panel.boundingBox();
    expect(box?.width).toBe(360);
    expect(box?.height ?? 0).toBeLessThanOrEqual(640);

    await page.keyboard.press('Enter');
    await page.keyboard.type('do you deliver');
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('chat-answer')).toContainText(/deliver/i);
    await expect(panel.getByRole('log')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ask us a question' })).toBeFocused();
    // A button answers Space as well as Enter.
    await page.keyboard.press('Space');
    await expect(panelOf(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panelOf(page)).toHaveCount(0);

    await launcherOf(page).click();
    await expect(panelOf(page)).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(panelOf(page)).toHaveCount(0);

    // And its own Close button.
    await launcherOf(page).click();
    await panelOf(page).getByRole('button', { name: 'Close the chat' }).click();
    await expect(panelOf(page)).toHaveCount(0);
    await expect(launcherOf(page)).toBeFocused();
  });
});

test('[CHAT][ADMIN] staff turn an unanswered question into an answer, edit answers, and the helper answers at once', async ({
  page,
  browser,
  createAccount,
}) => {
  const stamp = Date.now();
  const question = `do you sell mud crab seed ${stamp}`;
  await page.goto('/contact');
  await launcherOf(page).click();
  await panelOf(page).getByRole('button', { name: 'Ask a question' }).click();
  await expect(await askHelper(page, question)).toContainText(FALLBACK);

  const office = await browser.newContext();
  const admin = await office.newPage();
  await logIn(admin, await createAccount({ admin: true }), '/admin/chat');
  await expect(admin.getByRole('heading', { name: 'Chat helper', exact: true })).toBeVisible();
  // The launcher stays off the back office.
  await expect(launcherOf(admin)).toHaveCount(0);

  const unanswered = admin.getByTestId('unanswered-question').filter({ hasText: question });
  await expect(unanswered).toContainText('Asked once');
  await unanswered.getByRole('link', { name: `Turn into an answer: “${question}”` }).click();
  const addForm = admin.locator('#chat-add');
  await expect(addForm.getByLabel('Question', { exact: true })).toHaveValue(question);
  await addForm.getByRole('button', { name: 'Add to the helper' }).click();
  await expect(addForm.getByText('Please enter the answer')).toBeVisible();
  await addForm.getByLabel('Answer', { exact: true }).fill('From March we sell mud crab seed. See /products.');
  await addForm.getByRole('button', { name: 'Add to the helper' }).click();
  await expect(admin.getByTestId('toast').filter({ hasText: 'Question added.' })).toBeVisible();
  await expect(admin.getByTestId('unanswered-question').filter({ hasText: question })).toHaveCount(0);

  const crabs = await askHelper(page, question);
  await expect(crabs).toContainText('From March we sell mud crab seed.');
  await expect(crabs.getByRole('link', { name: '/products' })).toBeVisible();

  // Edit the answer in the dialog; the next question gets the new text.
  await admin.goto(`/admin/chat?q=${encodeURIComponent(`mud crab seed ${stamp}`)}`);
  await admin.getByRole('link', { name: `Edit ${question}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit question and answer' });
  await dialog.getByLabel('Answer', { exact: true }).fill('Mud crab seed is sold out until April.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByTestId('toast').filter({ hasText: 'Answer updated.' })).toBeVisible();
  await expect(await askHelper(page, question)).toContainText('sold out until April');

  // A second question that reads the same is refused, with the reason.
  await admin.goto('/admin/chat');
  await admin.locator('#chat-add').getByLabel('Question', { exact: true }).fill(question.toUpperCase());
  await admin.locator('#chat-add').getByLabel('Answer', { exact: true }).fill('Duplicate');
  await admin.locator('#chat-add').getByRole('button', { name: 'Add to the helper' }).click();
  await expect(admin.locator('#chat-add').getByRole('alert')).toHaveText(
    'Error saving question: Another question reads the same; change that one instead.',
  );

  // Delete after the question; the helper falls back again.
  await admin.goto(`/admin/chat?q=${encodeURIComponent(`mud crab seed ${stamp}`)}`);
  admin.once('dialog', (dialog) => void dialog.accept());
  await admin.getByRole('button', { name: `Delete ${question}` }).click();
  await expect(admin.getByTestId('toast').filter({ hasText: 'Question deleted.' })).toBeVisible();
  expect(queryDatabase('select id from chat_knowledge where question = ?', question)).toHaveLength(0);
  await expect(await askHelper(page, question)).toContainText(FALLBACK);

  // Dismiss takes it off the unanswered list without an answer.
  await admin.goto('/admin/chat');
  admin.once('dialog', (dialog) => void dialog.accept());
  await admin.getByRole('button', { name: `Dismiss “${question}”` }).click();
  await expect(admin.getByTestId('toast').filter({ hasText: 'Question dismissed.' })).toBeVisible();
  expect(queryDatabase('select id from chat_unanswered where question = ?', question)).toHaveLength(0);
  await office.close();
});

test('[CHAT] prices, the ammonia answer and the contacts come from the records, as tappable links', async ({
  page,
}) => {
  // A product of this test alone, so its price can change without touching what other tests see.
  const stamp = Date.now();
  const fishSeed = queryDatabase<{ id: number }>("select id from sub_categories where slug = 'fish-seed'")[0];
  writeDatabase(
    'insert into products (name, slug, price_paise, discount_price_paise, sub_category_id) values (?, ?, 90000, 10000, ?)',
    `Chital Fingerlings ${stamp}`,
    `chital-fingerlings-${stamp}`,
    fishSeed?.id,
  );

  await page.goto('/');
  await launcherOf(page).click();
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Ask a question' }).click();

  const rohu = await askHelper(page, 'price of rohu seed');
  await expect(rohu.getByRole('link', { name: 'Rohu Fingerlings (1000 pcs)' })).toHaveAttribute(
    'href',
    '/products/fish-seed/rohu-fingerlings-1000-pcs',
  );
  // The price after the discount, and the old one in words.
  await expect(rohu).toContainText('Rohu Fingerlings (1000 pcs): ₹1,600.00 (was ₹1,800.00)');
  await expect(rohu.getByRole('link', { name: 'All Fish Seed' })).toHaveAttribute('href', '/products/fish-seed');

  const ammonia = await askHelper(page, 'how to check ammonia');
  await expect(ammonia).toContainText('below 0.5 mg/L is safe');
  await expect(ammonia.getByRole('link', { name: '/testing-kits' })).toHaveAttribute('href', '/testing-kits');
  await expect(ammonia.getByRole('link', { name: 'Ammonia Test Kit (100 tests)' })).toHaveAttribute(
    'href',
    '/products/testing-kits/ammonia-test-kit-100-tests',
  );

  const call = await askHelper(page, 'contact number');
  const office = call.getByRole('link', { name: '+91 98640 00001' });
  await expect(office).toHaveAttribute('href', 'tel:+919864000001');
  await expect(call.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919864000002');
  // A thumb-sized target.
  expect((await office.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  const hours = await askHelper(page, 'office hours');
  await expect(hours).toContainText('Office hours: Monday to Saturday, 10:00 AM to 6:00 PM IST.');

  // The fallback: the spec's sentence, then the contacts and the emergency numbers, tappable.
  const fallback = await askHelper(page, `zqxw vortlemb ${stamp}`);
  await expect(fallback).toContainText(FALLBACK);
  await expect(fallback.getByRole('link', { name: '+91 98640 00004' })).toHaveAttribute('href', 'tel:+919864000004');

  // The price is read at question time: a change in the database answers at once.
  const chital = await askHelper(page, `chital fingerlings ${stamp} price`);
  await expect(chital).toContainText(`Chital Fingerlings ${stamp}: ₹800.00 (was ₹900.00)`);
  writeDatabase(
    'update products set price_paise = 95000, discount_price_paise = null where slug = ?',
    `chital-fingerlings-${stamp}`,
  );
  const changed = await askHelper(page, `chital fingerlings ${stamp} price`);
  await expect(changed).toContainText(`Chital Fingerlings ${stamp}: ₹950.00`);
  await expect(changed).not.toContainText('was');

  // Keyboard: the answer's links are in the tab order, just before the question box.
  await panel.getByLabel('Your question').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(changed.getByRole('link', { name: 'All Fish Seed' })).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('[CHAT][HELP] /help is prerendered and in the sitemap; an answer page is for one visitor', async ({ request }) => {
  const help = await request.get('/help');
  expect(help.status()).toBe(200);
  expect(help.headers()['cache-control']).toContain('s-maxage');
  const answer = await request.get('/help/answer?q=office+hours');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control'] ?? '').not.toContain('s-maxage');
  expect(await answer.text()).toContain('noindex');
  expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>[^<]+\/help<\/loc>/);
  // An empty question is no question: back to the help page.
  const empty = await request.get('/help/answer?q=+', { maxRedirects: 0 });
  expect(empty.status()).toBe(307);
  expect(empty.headers().location).toMatch(/\/help$/);

  // Another site can make a visitor's browser ask (a link, an image) but cannot fill the staff's list.
  const planted = `zqxw planted ${Date.now()}`;
  const crossSite = await request.get(`/help/answer?q=${encodeURIComponent(planted)}`, {
    headers: { 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.status()).toBe(200);
  expect(queryDatabase('select id from chat_unanswered where question = ?', planted)).toEqual([]);
  await request.get(`/help/answer?q=${encodeURIComponent(planted)}`, { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(queryDatabase('select id from chat_unanswered where question = ?', planted)).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[CHAT][HELP] the chat button leads to /help, which answers "price of rohu seed" and shows the emergency numbers', async ({
    page,
  }) => {
    await page.goto('/about');
    const button = page.getByRole('link', { name: 'Ask us a question' });
    await expect(button).toHaveAttribute('href', '/help');
    await button.click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Namaste!');
    for (const [name, href] of [
      ['About us', '/about'],
      ['Services', '/services'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
    const emergency = page.getByRole('region', { name: 'Emergency contacts' });
    await expect(emergency.getByRole('link', { name: '+91 98640 00004' })).toHaveAttribute('href', 'tel:+919864000004');
    const team = page.getByRole('region', { name: 'Talk to our team' });
    await expect(team.getByRole('link', { name: '+91 98640 00001' })).toHaveAttribute('href', 'tel:+919864000001');
    await expect(team.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);

    await page.getByLabel('Your question').fill('price of rohu seed');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page).toHaveURL(/\/help\/answer\?q=price\+of\+rohu\+seed$/);
    const answer = page.getByTestId('help-answer');
    await expect(answer).toContainText('Rohu Fingerlings (1000 pcs): ₹1,600.00 (was ₹1,800.00)');
    await expect(answer.getByRole('link', { name: 'Rohu Fingerlings (1000 pcs)' })).toHaveAttribute(
      'href',
      '/products/fish-seed/rohu-fingerlings-1000-pcs',
    );
    // The emergency numbers are on the answer page too, and the next question can be asked.
    await expect(emergency.getByRole('link', { name: '+91 98640 00004' })).toBeVisible();
    await page.getByLabel('Your question').fill('whatsapp');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByTestId('help-answer').getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/919864000002',
    );
  });
});

test('[CHAT][HELP] /help and its answer page pass axe', async ({ page }) => {
  // axe runs as a script in the page, so here with JavaScript; the HTML is the server's either way.
  for (const url of ['/help', '/help/answer?q=price+of+rohu+seed', '/help/answer?q=zqxw+vortlemb']) {
    await page.goto(url);
    expect(await seriousAxeViolations(page), url).toEqual([]);
  }
});

test('[CHAT][LANGUAGES] on an Assamese page the panel asks and answers in Assamese: words, links and prices', async ({
  page,
}) => {
  await page.goto('/as/about');
  await page.getByRole('button', { name: 'আমাক প্ৰশ্ন সোধক' }).click();
  const panel = page.getByRole('dialog', { name: 'খামাৰ সহায়ক' });
  await panel.getByRole('button', { name: 'প্ৰশ্ন সোধক' }).click();
  await panel.getByLabel('আপোনাৰ প্ৰশ্ন').fill('rohu pona kimat?');
  await panel.getByRole('button', { name: 'পঠিয়াওক' }).click();
  const answer = panel.getByTestId('chat-answer').last();
  await expect(answer).toContainText('আমাৰ তালিকাত আজিৰ দাম:');
  // The product's Assamese name from the demo translations, linked to its Assamese page.
  await expect(answer.getByRole('link', { name: 'ৰৌ মাছৰ পোনা (1000 টা)' })).toHaveAttribute(
    'href',
    '/as/products/fish-seed/rohu-fingerlings-1000-pcs',
  );
  // Latin digits and Indian grouping (decision 019).
  await expect(answer.getByTestId('chat-price').first()).toHaveText(/^₹\s?1,600\.00$/);
});

test('[CHAT][LANGUAGES] on a Hindi page a question in Latin letters finds the English pair; its links lead to Hindi pages', async ({
  page,
}) => {
  await page.goto('/hi/services');
  await page.getByRole('button', { name: 'हमसे सवाल पूछें' }).click();
  const panel = page.getByRole('dialog', { name: 'फ़ार्म सहायक' });
  await panel.getByRole('button', { name: 'सवाल पूछें' }).click();
  await panel.getByLabel('आपका सवाल').fill('machli ka dana');
  await panel.getByRole('button', { name: 'भेजें' }).click();
  const answer = panel.getByTestId('chat-answer').last();
  await expect(answer).toContainText('floating grower feed');
  await expect(answer.getByRole('link', { name: '/products/fish-feed' })).toHaveAttribute(
    'href',
    '/hi/products/fish-feed',
  );
  await expect(answer).toContainText('हमारी सूची में, आज के दामों के साथ:');

  // The help page asks its own language's answer page.
  await page.goto('/hi/help');
  await page.getByLabel('आपका सवाल').fill('मछली का दाना');
  await page.getByRole('button', { name: 'पूछें', exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/help\/answer\?q=/);
  await expect(page.getByTestId('help-answer')).toContainText('floating grower feed');
});
