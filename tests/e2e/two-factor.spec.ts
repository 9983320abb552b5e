import { expect, formAlert, logIn, test } from './fixtures';
import { totpCode } from './totp';

test('[AUTH] two-step sign-in: enrol with an authenticator code, then log in with one', async ({
  page,
  createAccount,
}) => {
  const account = await createAccount({ admin: true });
  await logIn(page, account);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account security' }).click();
  await expect(page.getByRole('heading', { name: 'Account security' })).toBeVisible();

  await page.getByLabel('Your password').fill('wrong-password');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(formAlert(page)).toHaveText('That password is not right.');
  await page.getByLabel('Your password').fill(account.password);
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);

  await page.getByLabel('Code').fill('000000' === totpCode(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(formAlert(page)).toContainText('That code is not right.');
  await page.getByLabel('Code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('Two-step sign-in is now on.')).toBeVisible();

  await page.context().clearCookies();
  await logIn(page, account, '/admin');
  await expect(page).toHaveURL(/\/login\/two-factor\?redirectTo=%2Fadmin/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.goBack();
  await page.getByLabel('Code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/submissions\/contact$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
});
