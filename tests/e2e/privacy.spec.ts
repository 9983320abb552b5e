import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  dataDir,
  expect,
  formAlert,
  insertOrder,
  logIn,
  queryDatabase,
  seriousAxeViolations,
  test,
  writeDatabase,
} from './fixtures';

/** An order and a question with an attachment, stored as the site stores them. */
function customerData(email: string) {
  const [user] = queryDatabase<{ id: string }>('select id from "user" where email = ?', email);
  const userId = user?.id ?? '';
  const reference = `ORD-E2E-${randomUUID().slice(0, 8)}`;
  insertOrder({
    reference,
    userId,
    productName: 'Rohu fingerlings',
    unitPricePaise: 25_000,
    quantity: 4,
    name: 'Asha Das',
    phone: '9876543210',
    email,
    address: '12 Pond Road, Guwahati',
    description: 'Morning please',
    status: 'done',
  });
  const key = `private/${randomUUID()}.pdf`;
  const file = path.join(dataDir, 'uploads', key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '%PDF-1.4 water report');
  writeDatabase(
    `insert into contact_us (user_id, question, email, description, file_url, file_name) values (?, 'Green water', ?, 'Since Monday', ?, 'water-report.pdf')`,
    userId,
    email,
    `/api/files/${key}`,
  );
  return { userId, reference, file };
}

test('[PRIVACY] download my data: one JSON file with my account, orders and submissions, nobody else’s', async ({
  page,
  browser,
  createAccount,
}) => {
  const account = await createAccount();
  const mine = customerData(account.email);
  const other = await createAccount();
  const theirs = customerData(other.email);

  await logIn(page, account);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Privacy and my data' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy and your data' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  const data = JSON.parse(text);
  expect(data.account.email).toBe(account.email);
  expect(data.orders).toEqual([
    expect.objectContaining({
      reference: mine.reference,
      name: 'Asha Das',
      products: [expect.objectContaining({ product: 'Rohu fingerlings', quantity: 4 })],
    }),
  ]);
  expect(data.submissions.contactQuestions).toEqual([
    expect.objectContaining({ question: 'Green water', fileName: 'water-report.pdf' }),
  ]);
  for (const absent of [other.email, theirs.reference, '"password"', 'token', '/api/files/']) {
    expect(text).not.toContain(absent);
  }

  const response = await page.request.get('/account/privacy/download');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="my-data-/);
  expect(response.headers()['cache-control']).toContain('no-store');

  // Signed out, there is nothing to download: the link leads to log in.
  const stranger = await browser.newContext();
  const refused = await stranger.request.get('/account/privacy/download', { maxRedirects: 0 });
  expect(refused.status()).toBe(307);
  expect(refused.headers().location).toContain('/login?redirectTo=/account/privacy');
  await stranger.close();
});

test('[PRIVACY] delete my account: password and DELETE, then signed out, orders kept without my details, files gone', async ({
  page,
  createAccount,
}) => {
  const account = await createAccount();
  const mine = customerData(account.email);
  await logIn(page, account, '/account/privacy');
  await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();

  await page.getByLabel('Your password').fill(account.password);
  await page.getByLabel('Type DELETE to confirm').fill('delete');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Type DELETE in capital letters to confirm.')).toBeVisible();

  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(formAlert(page)).toHaveText('That password is not right.');
  expect(queryDatabase('select id from "user" where email = ?', account.email)).toHaveLength(1);

  await page.getByLabel('Your password').fill(account.password);
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account\/deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  expect(await (await page.request.get('/api/me')).json()).toEqual({ user: null });
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  expect(queryDatabase('select id from "user" where email = ?', account.email)).toEqual([]);
  expect(queryDatabase('select id from contact_us where user_id = ?', mine.userId)).toEqual([]);
  expect(
    queryDatabase(
      `select name, email, phone, address, user_id, product_name, quantity, orders.total_paise, status
       from orders join order_items on order_items.order_id = orders.id where reference = ?`,
      mine.reference,
    ),
  ).toEqual([
    {
      name: 'Deleted user',
      email: null,
      phone: '',
      address: '',
      user_id: null,
      product_name: 'Rohu fingerlings',
      quantity: 4,
      total_paise: 100000,
      status: 'done',
    },
  ]);
  expect(existsSync(mine.file)).toBe(false);

  await logIn(page, account);
  await expect(formAlert(page)).toHaveText('Invalid email or password.');
});
