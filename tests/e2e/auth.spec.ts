import type { Page } from '@playwright/test';
import { linkIn } from '../setup/outbox';
import { expect, formAlert, logIn, queryDatabase, seriousAxeViolations, test, waitForMail } from './fixtures';

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;

test('[AUTH] sign up, verify by e-mail, log in, use the avatar menu and log out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('river-fish');
  await page.getByLabel('Confirm password').fill('river-fish');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText('Account created successfully! Please check your email to verify your account before signing in.'),
  ).toBeVisible();

  // Not verified yet: sign-in is refused with a clear message.
  await logIn(page, { email, password: 'river-fish' });
  await expect(page.getByText(/Please verify your email before signing in/)).toBeVisible();

  const link = linkIn(await waitForMail(email, 'Verify your email'), '/api/auth/verify-email');
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?verified=1/);
  await expect(page.getByText('Your email is verified. You can log in now.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('river-fish');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);

  const avatar = page.getByRole('button', { name: 'Account menu' });
  await expect(avatar).toHaveText(email.charAt(0));
  await avatar.click();
  await expect(page.getByRole('menu')).toContainText(email);
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin|\/login\?redirectTo=\/admin/);
});

test('[AUTH] a wrong password gets a clear message', async ({ page, createAccount }) => {
  const account = await createAccount();
  await logIn(page, { email: account.email, password: 'not-the-password' });
  await expect(formAlert(page)).toHaveText('Invalid email or password.');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
});

test('[AUTH] login honours redirectTo within the site and never leaves it', async ({ page, createAccount }) => {
  const account = await createAccount();
  await logIn(page, account, '/privacy-policy?from=login');
  await expect(page).toHaveURL(/\/privacy-policy\?from=login$/);

  await page.context().clearCookies();
  const other = await createAccount();
  await logIn(page, other, 'https://evil.example/steal');
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  await page.context().clearCookies();
  await logIn(page, other, '//evil.example');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('[AUTH] the header links carry redirectTo', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute(
    'href',
    '/login?redirectTo=%2Fprivacy-policy',
  );
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/signup?redirectTo=%2Fprivacy-policy',
  );
});

test('[AUTH] forgot and reset password: the link works once', async ({ page, createAccount }) => {
  const account = await createAccount();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  const link = linkIn(await waitForMail(account.email, 'Reset your password'), '/api/auth/reset-password/');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const resetUrl = page.url();
  await page.getByLabel('New password').fill('brand-new-pass');
  await page.getByLabel('Confirm password').fill('different-pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('New password').fill('brand-new-pass');
  await page.getByLabel('Confirm password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=1/);

  await logIn(page, { email: account.email, password: 'brand-new-pass' });
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  // The same link a second time does nothing.
  await page.context().clearCookies();
  await page.goto(resetUrl);
  await page.getByLabel('New password').fill('third-password');
  await page.getByLabel('Confirm password').fill('third-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(formAlert(page)).toHaveText('This reset link is invalid or has expired. Please ask for a new one.');
  await page.goto('/reset-password?token=made-up');
  await page.getByLabel('New password').fill('third-password');
  await page.getByLabel('Confirm password').fill('third-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(formAlert(page)).toHaveText('This reset link is invalid or has expired. Please ask for a new one.');
});

test('[AUTH] signup rules and bad input get clear messages and store nothing', async ({ page, createAccount }) => {
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Sign Up' });
  await submit.click();
  await expect(page.getByText('Please enter your email.')).toBeVisible();
  await expect(page.getByText('Please accept the Terms and Conditions and the Privacy Policy.')).toBeVisible();

  await page.getByLabel('Email').fill('someone@example.in');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await submit.click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('long-enough');
  await page.getByLabel('Confirm password').fill('long-enougH');
  await submit.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  for (const bad of ['<script>alert(1)</script>@x.in', "' OR 1=1 --", `${'a'.repeat(10_000)}@example.in`, 'मछली@']) {
    await page.getByLabel('Email').fill(bad);
    await submit.click();
    await expect(page.locator('#field-email-error')).not.toBeEmpty();
  }

  const stored = queryDatabase<{ email: string }>(
    `select email from "user" where email like '%script%' or email like '%or 1=1%' or email like 'aaaa%' or email like '%मछली%'`,
  );
  expect(stored).toEqual([]);

  const existing = await createAccount();
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password', { exact: true }).fill('long-enough');
  await page.getByLabel('Confirm password').fill('long-enough');
  await page.getByLabel(/I agree to the/).check();
  await submit.click();
  await expect(formAlert(page)).toHaveText(
    'An account with this email already exists. Log in, or reset your password if you forgot it.',
  );
  expect(queryDatabase('select id from "user" where email = ?', existing.email)).toHaveLength(1);
});

test('[AUTH] the server checks the rules even when the browser does not', async ({ page }) => {
  // Without JavaScript the form posts straight to the Server Action.
  await page.context().route('**/*.js', (route) => route.abort());
  await page.goto('/signup');
  await page.getByLabel('Email').fill('nojs@example.in');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abd');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('nojs@example.in');
});

test('[AUTH] the fourth sign-in try within 10 seconds is refused', async ({ page, createAccount }) => {
  const account = await createAccount();
  for (let attempt = 1; attempt <= 3; attempt++) {
    await logIn(page, { email: account.email, password: `wrong-${attempt}` });
    await expect(formAlert(page)).toHaveText('Invalid email or password.');
  }
  await logIn(page, account);
  await expect(formAlert(page)).toHaveText('Too many attempts. Please wait a few seconds and try again.');
});

test('[ADMIN] an admin sees Admin Panel and /admin; a plain user gets Access Denied', async ({
  page,
  createAccount,
}) => {
  const admin = await createAccount({ admin: true });
  await logIn(page, admin);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  // /admin opens an owner's first screen.
  await expect(page).toHaveURL(/\/admin\/submissions\/contact$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  await page.context().clearCookies();
  const user = await createAccount();
  await logIn(page, user, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(
    page.getByRole('heading', { name: 'Access Denied: You are not authorized to view this page.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
});

test('[A11Y] the auth pages have no serious or critical axe violations', async ({ page }) => {
  for (const path of ['/login', '/signup', '/forgot-password', '/reset-password?token=x', '/']) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please enter your email.')).toBeVisible();
  expect(await seriousViolations(page), '/signup with errors').toEqual([]);
});

async function seriousViolations(page: Page) {
  return (await seriousAxeViolations(page)).map((violation) => `${violation.id}: ${violation.help}`);
}

test('[AUTH] a broken verification link and a stale two-step page get clear messages', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=made-up&callbackURL=%2Flogin%3Fverified%3D1');
  await expect(page).toHaveURL(/\/login\?.*error=/);
  await expect(
    page.getByText('This verification link is invalid or has expired. Log in to receive a new one.'),
  ).toBeVisible();

  // No sign-in is pending: a code cannot start a session.
  await page.goto('/login/two-factor');
  await page.getByLabel('Code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(formAlert(page)).toHaveText('Your sign-in has expired. Please log in again.');
  expect((await page.context().cookies()).some((cookie) => cookie.name.includes('session_token'))).toBe(false);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Issue 21: the form posts to its own page's address (an empty action is invalid HTML), with the
  // query that makes it that page, so a refusal shown without a script keeps where to go afterwards.
  test('[AUTH] a refused sign-in keeps redirectTo, and the next try lands there', async ({ page, createAccount }) => {
    const account = await createAccount();
    await logIn(page, { email: account.email, password: 'not-the-password' }, '/privacy-policy');
    await expect(page.locator('form').filter({ has: page.getByLabel('Email') })).toHaveAttribute(
      'action',
      '/login?redirectTo=%2Fprivacy-policy',
    );
    await expect(formAlert(page)).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprivacy-policy$/);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  // Its address carries the token, so the page sends no Referer to other sites; its own form,
  // posted with no script, still carries its Origin (with no-referrer it was "null": refused).
  test('[AUTH] the reset link works on a phone without JavaScript', async ({ page, createAccount }) => {
    const account = await createAccount();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for that email/)).toBeVisible();
    await page.goto(linkIn(await waitForMail(account.email, 'Reset your password'), '/api/auth/reset-password/'));
    await page.getByLabel('New password').fill('no-script-pass');
    await page.getByLabel('Confirm password').fill('no-script-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login\?reset=1/);
    await logIn(page, { email: account.email, password: 'no-script-pass' });
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});
