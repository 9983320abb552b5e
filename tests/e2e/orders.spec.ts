import type { Page } from '@playwright/test';
import {
  expect,
  logIn,
  queryDatabase,
  seriousAxeViolations,
  shiftClock,
  test,
  textsTo,
  tookTimeToFill,
  waitForMail,
} from './fixtures';

/**
 * Issue 16: order requests that never fail a real farmer, whatever address the
 * site is opened at, whatever the phone's clock says, with no e-mail address and
 * no JavaScript.
 */

const ROHU = '/products/fish-seed/rohu-fingerlings-1000-pcs';
const ROHU_NAME = 'Rohu Fingerlings (1000 pcs)';
const port = Number(process.env.E2E_PORT);

/** A farmer's details as a guest types them: no e-mail. */
async function fillGuestDetails(page: Page, name: string, phone = '9707012345') {
  const dialog = page.getByRole('dialog', { name: `Order ${ROHU_NAME}` });
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByLabel('Shipping address').fill('Village Batadrava, Nagaon, Assam');
  return dialog;
}

/** The order's reference, read from the confirmation. */
async function confirmedReference(page: Page): Promise<string> {
  const text = await page.getByText(/Your order reference: AQ-/).textContent();
  return text?.split(': ')[1]?.trim() ?? '';
}

test('[ORDERS] a guest sends an order request with a name and a mobile number only; the office gets it as a guest order', async ({
  page,
}) => {
  const name = `Guest Farmer ${Date.now()}`;
  await page.goto(ROHU);
  await page.getByRole('link', { name: `Order Now: ${ROHU_NAME}` }).click();
  const dialog = await fillGuestDetails(page, name);
  await expect(
    dialog.getByText('No account or e-mail needed: the news of your order comes to this number by SMS.'),
  ).toBeVisible();
  // The delivery state (for the bill) starts at Assam; a farmer in Meghalaya chooses theirs.
  await expect(dialog.getByLabel('State (for the bill)')).toHaveValue('Assam');
  await dialog.getByLabel('State (for the bill)').selectOption('Meghalaya');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await tookTimeToFill(page);
  await dialog.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByRole('dialog', { name: 'Order Confirmed!' })).toContainText(
    'We have received your order request. Its news comes to your phone (and e-mail, if you gave one)',
  );
  const reference = await confirmedReference(page);
  expect(
    queryDatabase(
      'select user_id, guest, email, phone, place_of_supply, buyer_gstin from orders where reference = ?',
      reference,
    ),
  ).toEqual([
    { user_id: null, guest: 1, email: null, phone: '+919707012345', place_of_supply: '17', buyer_gstin: null },
  ]);
  const mail = await waitForMail('office@example.in', `New order ${reference}`);
  expect(mail).toContain('no e-mail (told by SMS or WhatsApp) (guest, no account)');

  // The order page (where Order Now leads without JavaScript) passes the same checks.
  await page.goto(`${ROHU}/order`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${ROHU_NAME}` })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('[ORDERS] the site opened at another address of the same server (127.0.0.1, a LAN address) takes orders and sign-ins', async ({
  page,
  createAccount,
}) => {
  const otherAddress = `http://127.0.0.1:${port}`;
  await page.goto(`${otherAddress}${ROHU}`);
  await page.getByRole('link', { name: `Order Now: ${ROHU_NAME}` }).click();
  const dialog = await fillGuestDetails(page, `Other Address ${Date.now()}`);
  await tookTimeToFill(page);
  await dialog.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByRole('dialog', { name: 'Order Confirmed!' })).toBeVisible();
  expect(await confirmedReference(page)).toMatch(/^AQ-/);

  // A sign-in and a signed-in form at that address work too.
  const account = await createAccount();
  await page.goto(`${otherAddress}/login?redirectTo=/contact`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`${otherAddress}/contact`);
  const form = page.locator('#general-queries');
  const question = `Asked from 127.0.0.1 ${Date.now()}`;
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Description').fill('Our pond water smells of eggs in the morning.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
  expect(queryDatabase('select id from contact_us where question = ?', question)).toHaveLength(1);

  // A page of another site still cannot post: the Origin is checked on every path.
  const foreign = await page.request.post(`${otherAddress}/images/anything`, {
    headers: { origin: 'http://evil.example' },
    data: 'x',
  });
  expect(foreign.status()).toBe(403);
});

test('[ORDERS] a phone whose clock runs 10 minutes ahead orders like any other', async ({ page }) => {
  await shiftClock(page, 600_000);
  await page.goto(ROHU);
  expect(await page.evaluate(() => Date.now() - performance.timeOrigin - performance.now())).toBeGreaterThan(590_000);
  await page.getByRole('link', { name: `Order Now: ${ROHU_NAME}` }).click();
  const dialog = await fillGuestDetails(page, `Clock Ahead ${Date.now()}`);
  await expect(dialog.locator('input[name="startedAt"]')).toBeAttached();
  // A person takes more than three seconds to fill the form; the test waits as long, for real.
  await page.waitForTimeout(3500);
  await dialog.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByRole('dialog', { name: 'Order Confirmed!' })).toBeVisible();
});

test('[ORDERS] a form sent quicker than a person could fill it says what to do, keeps what was typed, and goes through when sent again', async ({
  page,
}) => {
  const name = `Quick Fingers ${Date.now()}`;
  await page.goto(ROHU);
  await page.getByRole('link', { name: `Order Now: ${ROHU_NAME}` }).click();
  const dialog = await fillGuestDetails(page, name);
  await expect(dialog.locator('input[name="startedAt"]')).toBeAttached();
  await dialog.getByRole('button', { name: /Place Order/ }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That was quicker than we expected, so nothing was sent yet. Please check your details and press the button again.',
  );
  await expect(dialog.getByLabel('Full name')).toHaveValue(name);
  expect(queryDatabase('select id from orders where name = ?', name)).toEqual([]);
  await page.waitForTimeout(3000);
  await dialog.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByRole('dialog', { name: 'Order Confirmed!' })).toBeVisible();
  expect(queryDatabase('select id from orders where name = ?', name)).toHaveLength(1);
});

test('[CART] the maintenance cart is sent as one order request under one reference, and empties', async ({
  page,
  createAccount,
}) => {
  const account = await createAccount();
  await logIn(page, account, '/products/maintenance');
  const cart = page.getByRole('region', { name: 'Your cart' });
  await page.getByRole('button', { name: 'Add to Cart: Pond Net Set (drag and scoop)' }).click();
  await page.getByRole('button', { name: 'Add to Cart: Pond Net Set (drag and scoop)' }).click();
  await page.getByRole('button', { name: 'Add to Cart: Tank Cleaning Brush Set' }).click();
  await expect(cart.getByRole('status')).toHaveText('Cart: 3 items');
  await cart.getByRole('button', { name: 'Send order request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send your cart as one order request' });
  await expect(dialog).toContainText('Pond Net Set (drag and scoop) × 2');
  await expect(dialog).toContainText('Tank Cleaning Brush Set × 1');
  await dialog.getByLabel('Full name').fill('Cart Customer');
  await dialog.getByLabel('Mobile number').fill('9435033333');
  await dialog.getByLabel('Shipping address').fill('Sualkuchi, Kamrup');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: /Send order request · ₹/ }).click();
  await expect(page.getByRole('dialog', { name: 'Order Confirmed!' })).toBeVisible();
  const reference = await confirmedReference(page);
  const lines = queryDatabase<{ product_name: string; quantity: number }>(
    `select product_name, quantity from order_items join orders on orders.id = order_items.order_id
     where reference = ? order by position`,
    reference,
  );
  expect(lines).toEqual([
    { product_name: 'Pond Net Set (drag and scoop)', quantity: 2 },
    { product_name: 'Tank Cleaning Brush Set', quantity: 1 },
  ]);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(cart.getByRole('status')).toHaveText('Cart: 0 items');
  const mail = await waitForMail(account.email, `Order received: ${reference}`);
  expect(mail).toContain('Tank Cleaning Brush Set');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[ORDERS] Order Now leads to an order page that works as a plain form', async ({ page }) => {
    const name = `No Script Farmer ${Date.now()}`;
    await page.goto(ROHU);
    await page.getByRole('link', { name: `Order Now: ${ROHU_NAME}` }).click();
    await expect(page).toHaveURL(new RegExp(`${ROHU}/order$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order ${ROHU_NAME}` })).toBeVisible();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Mobile number').fill('+91 97070 55555');
    await page.getByLabel('Shipping address').fill('Morigaon, Assam');
    await page.getByLabel('Quantity').fill('3');
    // The token the server wrote into the page dates from its rendering; a person takes longer than this.
    await page.waitForTimeout(3000);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
    const reference = await confirmedReference(page);
    expect(
      queryDatabase<{ quantity: number; total_paise: number }>(
        'select quantity, orders.total_paise from orders join order_items on order_id = orders.id where reference = ?',
        reference,
      ),
    ).toEqual([{ quantity: 3, total_paise: 480_000 }]);
  });

  test('[ORDERS] the order page fills in a signed-in customer’s details from their last order', async ({
    page,
    createAccount,
  }) => {
    const account = await createAccount();
    await logIn(page, account, `${ROHU}/order`);
    await expect(page.getByLabel('Email (optional)')).toHaveValue(account.email);
    await page.getByLabel('Full name').fill('Returning Farmer');
    await page.getByLabel('Mobile number').fill('9707066666');
    await page.getByLabel('Shipping address').fill('Jagiroad, Morigaon');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
    await page.goto(`${ROHU}/order`);
    await expect(page.getByLabel('Full name')).toHaveValue('Returning Farmer');
    await expect(page.getByLabel('Mobile number')).toHaveValue('9707066666');
    await expect(page.getByLabel('Shipping address')).toHaveValue('Jagiroad, Morigaon');
  });
});

test('[ORDERS][PHONE] a guest who ticks WhatsApp hears of the order there, with a link that shows its status and the reason, without JavaScript', async ({
  page,
  browser,
  createAccount,
}) => {
  const phone = `97070${String(Date.now()).slice(-5)}`;
  await page.goto(`/hi${ROHU}`);
  await page
    .getByRole('link', { name: /Order Now|ऑर्डर/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('पूरा नाम').fill('WhatsApp Farmer');
  await dialog.getByLabel(/मोबाइल/).fill(phone);
  await dialog.getByLabel(/पता/).fill('Village Batadrava, Nagaon, Assam');
  await dialog.getByLabel('मुझे WhatsApp पर अपडेट भेजें').check();
  await tookTimeToFill(page);
  await dialog.getByRole('button', { name: /ऑर्डर भेजें/ }).click();
  const confirmation = page.getByText(/AQ-[A-Z0-9]{5}/).first();
  await expect(confirmation).toBeVisible();
  const reference = /AQ-[A-Z0-9]{5}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
  expect(queryDatabase('select updates_channel from orders where reference = ?', reference)).toEqual([
    { updates_channel: 'whatsapp' },
  ]);

  // "Order received" by WhatsApp, in Hindi, with the tracking link.
  await expect.poll(() => textsTo(`+91${phone}`).length).toBe(1);
  const [received] = textsTo(`+91${phone}`);
  expect(received).toMatchObject({ channel: 'whatsapp', kind: 'order-received', locale: 'hi' });
  expect(received?.text).toContain(`ऑर्डर ${reference} मिल गया।`);
  const link = /https?:\/\/\S+\/hi\/t\/[A-Za-z0-9_-]{16}/.exec(received?.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');

  // The link, opened on a phone without JavaScript: the status, the lines, nothing personal, not indexed.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const tracking = await noScript.newPage();
  await tracking.goto(new URL(link).pathname);
  await expect(tracking.getByRole('heading', { level: 1 })).toHaveText(`ऑर्डर ${reference}`);
  await expect(tracking.getByText('इंतज़ार में', { exact: true })).toBeVisible();
  await expect(tracking.locator('body')).toContainText(/Rohu|रोहू/);
  await expect(tracking.locator('body')).not.toContainText('WhatsApp Farmer');
  await expect(tracking.locator('body')).not.toContainText(phone);
  await expect(tracking.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // The office rejects it with a reason: the farmer gets it by WhatsApp, and the link shows it.
  const [{ id } = { id: 0 }] = queryDatabase<{ id: number }>('select id from orders where reference = ?', reference);
  await logIn(page, await createAccount({ admin: true }), `/admin/orders/${id}`);
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText('None given (messages go to the phone)');
  await details.getByLabel('Note to the customer (optional)').fill('No stock until June');
  await details.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('dialog', { name: 'Confirm Action' }).getByRole('button', { name: 'Yes' }).click();
  // (Each message's Send again has its own status line: this is the decision's.)
  await expect(details.getByRole('status').filter({ hasText: /^Order rejected\./ })).toHaveText(
    'Order rejected. The customer is being told (see Messages in the order).',
  );
  await expect.poll(() => textsTo(`+91${phone}`).length).toBe(2);
  expect(textsTo(`+91${phone}`)[1]?.text).toContain('No stock until June');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('message-list')).toContainText(
      `WhatsApp to +91${phone}: order rejected, with the reason`,
    );
  }).toPass();
  await tracking.reload();
  await expect(tracking.getByTestId('tracking-reason')).toContainText('No stock until June');
  await noScript.close();

  // An unknown link is a plain 404.
  expect((await page.request.get('/t/AAAAAAAAAAAAAAAA')).status()).toBe(404);
});
