import type { Page } from '@playwright/test';
import {
  expect,
  formAlert,
  insertOrder,
  logIn,
  queryDatabase,
  replaceText,
  seriousAxeViolations,
  test,
  textsTo,
} from './fixtures';

/**
 * Issue 22, section 4: a farmer signs up and in with a mobile number and the
 * code sent to it by SMS (SMS_PROVIDER=file here), with and without JavaScript,
 * and an e-mail account adds its number.
 */

let numbers = 0;
/** A number no other test uses: 9, the worker, the time, a counter. */
function newNumber(): string {
  numbers += 1;
  const worker = test.info().workerIndex % 10;
  return `9${worker}${String(Date.now() % 1_000_000).padStart(6, '0')}${numbers % 100}`.padEnd(10, '0').slice(0, 10);
}

/** The code of the newest SMS to the number, once it has been sent. */
async function codeSentTo(phone: string, count: number): Promise<string> {
  await expect.poll(() => textsTo(`+91${phone}`).length).toBe(count);
  const text = textsTo(`+91${phone}`).at(-1)?.text ?? '';
  return /#(\d{6})$/.exec(text)?.[1] ?? '';
}

async function askForCode(page: Page, phone: string) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a 6-digit code to' })).toContainText(
    `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
  );
}

test('[AUTH][PHONE] a farmer signs up with a mobile number and a code, and sees the orders sent with it as a guest', async ({
  page,
}) => {
  const phone = newNumber();
  const reference = `AQ-P${phone.slice(-4)}`;
  insertOrder({
    reference,
    productName: 'Rohu Fingerlings',
    unitPricePaise: 250,
    quantity: 400,
    name: 'Guest Farmer',
    phone: `+91${phone}`,
    email: null,
    address: 'Barpeta',
    guest: true,
  });

  await page.goto('/signup');
  await page.getByRole('link', { name: 'Sign up with your mobile number instead' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up with your mobile number');
  await page.getByLabel('Your name (for a new account)').fill('Jiten Das');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await askForCode(page, phone);

  const code = page.getByLabel('Code from the SMS');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(await seriousAxeViolations(page)).toEqual([]);
  const typed = await codeSentTo(phone, 1);
  expect(textsTo(`+91${phone}`).at(-1)?.text).toMatch(/\n\n@[^\s]+ #\d{6}$/);

  // A wrong code first: said clearly, and the number is kept.
  await code.fill(typed === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(formAlert(page)).toContainText('That code is not right.');
  await replaceText(page.getByLabel('Code from the SMS'), typed);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  const [account] = queryDatabase<{ name: string; email: string }>(
    'select name, email from user where phoneNumber = ?',
    `+91${phone}`,
  );
  expect(account?.name).toBe('Jiten Das');
  expect(account?.email).toMatch(/^phone-[0-9a-f-]{36}@phone\.invalid$/);
  await page.goto('/account/orders');
  await expect(page.getByText(reference).first()).toBeVisible();
  await page.goto('/account/security');
  await expect(
    page.getByText(`Your mobile number +91 ${phone.slice(0, 5)} ${phone.slice(5)} is verified`),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[AUTH][PHONE] a new number on the sign-in form goes on to make its account with the same code: one SMS in all', async ({
    page,
  }) => {
    const phone = newNumber();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with your mobile number instead' }).click();
    await expect(page.getByText('you can make one with the same code: we ask your name next')).toBeVisible();
    await askForCode(page, phone);
    await page.getByLabel('Code from the SMS').fill(await codeSentTo(phone, 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Said only now that the code is entered; the same code goes on.
    await expect(page.getByRole('status')).toContainText('No account uses this number yet. To make one');
    await page.getByLabel('Your name (for a new account)').fill('Mina Bora');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText('Please accept the Terms and Conditions and the Privacy Policy.')).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account/security');
    await expect(page.getByRole('heading', { name: 'Mobile number' })).toBeVisible();
    await expect(page.getByText(/Your mobile number .* is verified/)).toBeVisible();
    // No password to change, nor to confirm a new number with.
    await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0);
    expect(textsTo(`+91${phone}`)).toHaveLength(1);
    expect(queryDatabase<{ name: string }>('select name from user where phoneNumber = ?', `+91${phone}`)).toEqual([
      { name: 'Mina Bora' },
    ]);
  });
});

test('[AUTH][PHONE] an e-mail account adds its mobile number, and can then sign in with it', async ({
  page,
  browser,
  createAccount,
}) => {
  const phone = newNumber();
  const account = await createAccount();
  await logIn(page, account, '/account/security');
  await expect(page.getByText('Add your mobile number to sign in with a code by SMS')).toBeVisible();
  await askForCode(page, phone);
  await page.getByLabel('Code from the SMS').fill(await codeSentTo(phone, 1));
  await page.getByLabel('Your account password').fill('a wrong password');
  await page.getByRole('button', { name: 'Verify number' }).click();
  await expect(formAlert(page)).toContainText('That password is not right.');
  await replaceText(page.getByLabel('Code from the SMS'), await codeSentTo(phone, 1));
  await replaceText(page.getByLabel('Your account password'), account.password);
  await page.getByRole('button', { name: 'Verify number' }).click();
  await expect(page.getByText(`Mobile number +91 ${phone.slice(0, 5)} ${phone.slice(5)} verified.`)).toBeVisible();

  // Lost the password? The number gets the owner in.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const phonePage = await other.newPage();
  await phonePage.goto('/forgot-password');
  await phonePage.getByRole('link', { name: /Sign in with a code sent to it/ }).click();
  await askForCode(phonePage, phone);
  await phonePage.getByLabel('Code from the SMS').fill(await codeSentTo(phone, 2));
  await phonePage.getByRole('button', { name: 'Sign in' }).click();
  await expect(phonePage).toHaveURL(/\/$/);
  await phonePage.goto('/account/security');
  await expect(phonePage.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await other.close();
});
