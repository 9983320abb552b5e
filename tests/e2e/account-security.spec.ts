import type { Page } from '@playwright/test';
import {
  expect,
  formAlert,
  logIn,
  queryDatabase,
  seriousAxeViolations,
  test,
  waitForMail,
  writeDatabase,
} from './fixtures';
import { totpCode } from './totp';

const HOUR = 60 * 60 * 1000;
let address = 0;
/** A context of its own, with its own address for the rate limits. */
const ownAddress = () => ({ 'x-forwarded-for': `203.0.113.${(address++ % 200) + 20}` });

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
}

test('[ACCOUNT] changing the password (without JavaScript) signs out the other devices and e-mails the owner', async ({
  browser,
  createAccount,
}) => {
  const account = await createAccount();
  const phone = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const laptop = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: ownAddress() });
  const phonePage = await phone.newPage();
  await logIn(phonePage, account, '/account/orders');
  await expect(phonePage).toHaveURL(/\/account\/orders$/);
  const laptopPage = await laptop.newPage();
  await logIn(laptopPage, account, '/account/security');
  await expect(laptopPage.getByRole('heading', { name: 'Change password' })).toBeVisible();

  await changePassword(laptopPage, account.password, 'Sunshine1');
  await expect(laptopPage.getByText('This password is too common. Please choose another one.')).toBeVisible();
  await changePassword(laptopPage, 'not-my-password', 'kingfisher-lake-7');
  await expect(formAlert(laptopPage)).toHaveText('Your current password is not right.');
  await changePassword(laptopPage, account.password, 'kingfisher-lake-7');
  await expect(
    laptopPage.getByText('Your password was changed. Every other device has been signed out.'),
  ).toBeVisible();

  // This device goes on; the other one is signed out at its next request.
  await laptopPage.goto('/account/orders');
  await expect(laptopPage).toHaveURL(/\/account\/orders$/);
  await phonePage.reload();
  await expect(phonePage).toHaveURL(/\/login\?redirectTo=/);

  const mail = await waitForMail(account.email, 'Your password was changed');
  expect(mail).toContain('every other device was signed out');
  await logIn(phonePage, { email: account.email, password: 'kingfisher-lake-7' }, '/account/orders');
  await expect(phonePage).toHaveURL(/\/account\/orders$/);
  await phone.close();
  await laptop.close();
});

test('[ACCOUNT][ADMIN] an admin whose password is too short must change it before the admin area opens', async ({
  page,
  createAccount,
}) => {
  // A customer with a 9-character password is made an owner (as a database from before the admin rule holds it).
  const account = await createAccount({ password: 'tilapia-9' });
  writeDatabase('insert into staff_members (user_id) select id from "user" where email = ?', account.email);
  writeDatabase(
    'insert into staff_roles (user_id, role) select id, \'owner\' from "user" where email = ?',
    account.email,
  );

  await logIn(page, account, '/admin');
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByText(/Your password does not meet the rules for admins/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/account\/security$/);

  await changePassword(page, 'tilapia-9', 'tilapia-99x');
  await expect(page.getByText('Admin passwords must be at least 12 characters long.').first()).toBeVisible();
  await changePassword(page, 'tilapia-9', 'tilapia-in-the-pond');
  await expect(page.getByText('Your password was changed. Every other device has been signed out.')).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
});

test('[ACCOUNT][ADMIN] an admin session ends after 12 idle hours', async ({ page, createAccount }) => {
  const admin = await createAccount({ admin: true });
  await logIn(page, admin, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  const sessionsOf = () =>
    queryDatabase<{ id: string }>(
      'select s.id from session s join "user" u on u.id = s."userId" where u.email = ?',
      admin.email,
    );
  const lastSeen = (hoursAgo: number) =>
    writeDatabase(
      'update session_activity set seen_at = ? where session_id in (select s.id from session s join "user" u on u.id = s."userId" where u.email = ?)',
      new Date(Date.now() - hoursAgo * HOUR).toISOString(),
      admin.email,
    );
  expect(
    queryDatabase('select seen_at from session_activity where session_id = ?', sessionsOf()[0]?.id ?? ''),
  ).toHaveLength(1);

  // Eleven hours away: still signed in.
  lastSeen(11);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  // Thirteen hours away: the session is gone, for pages and routes alike.
  lastSeen(13);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
  expect(sessionsOf()).toEqual([]);
  expect(await (await page.request.get('/api/me')).json()).toEqual({ user: null });
});

test('[AUTH] a backup code completes two-step sign-in once', async ({ page, createAccount }) => {
  const account = await createAccount();
  await logIn(page, account, '/account/security');
  await page.getByLabel('Your password').fill(account.password);
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  const backupCodes = (await page.getByRole('listitem').allTextContents())
    .map((text) => text.trim())
    .filter((text) => /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(text));
  expect(backupCodes).toHaveLength(10);
  await page.getByLabel('Code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('Two-step sign-in is now on.')).toBeVisible();

  const signInWithCode = async (code: string) => {
    await page.context().clearCookies();
    await logIn(page, account, '/account/orders');
    await expect(page).toHaveURL(/\/login\/two-factor/);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
  };
  await signInWithCode(backupCodes[0] ?? '');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await signInWithCode(backupCodes[0] ?? '');
  await expect(formAlert(page)).toContainText('That code is not right.');
  await page.getByLabel('Code').fill(backupCodes[1] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
});

test('[AUTH] sign-up refuses a common password, in the form and posted straight to /api/auth', async ({ page }) => {
  const email = `common-${Date.now()}@example.in`;
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Password1');
  await page.getByLabel('Confirm password').fill('Password1');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('This password is too common. Please choose another one.')).toBeVisible();

  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: { email, password: 'iloveyou', name: 'common' },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
  expect(queryDatabase('select id from "user" where email = ?', email)).toEqual([]);
});
