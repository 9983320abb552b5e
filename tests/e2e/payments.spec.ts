import { E2E_RAZORPAY, razorpayPaidEvent } from '../setup/razorpay-fake';
import {
  expect,
  insertOrder,
  logIn,
  queryDatabase,
  seriousAxeViolations,
  test,
  textsTo,
  tookTimeToFill,
  writeDatabase,
} from './fixtures';

/**
 * Issue 35: an order's money, the whole of its life. A farmer on a 360 px
 * phone orders in Assamese as a guest; the office confirms and dispatches; the
 * SMS carries the bill and the pay link; the tracking page shows the QR code
 * and takes the UPI reference; the office confirms it; My Orders says paid; a
 * cancellation after the bill credits it, and the refund is a reversal.
 */

const ROHU = '/products/fish-seed/rohu-fingerlings-1000-pcs';
const PHONE_SIZE = { width: 360, height: 740 };

test('[MONEY] a guest’s Assamese order is billed, paid by UPI from the phone, confirmed by the office, and credited when cancelled', async ({
  page,
  browser,
  createAccount,
}) => {
  test.setTimeout(120_000);
  const phone = `97071${String(Date.now()).slice(-5)}`;
  const farmer = await browser.newContext({ viewport: PHONE_SIZE, isMobile: true, hasTouch: true });
  const mobile = await farmer.newPage();
  await mobile.goto(`/as${ROHU}`);
  await mobile
    .getByRole('link', { name: /Order Now|অৰ্ডাৰ/ })
    .first()
    .click();
  const form = mobile.getByRole('dialog');
  await form.getByLabel('সম্পূৰ্ণ নাম').fill('Bhaskar Kalita');
  await form.getByLabel(/ম’বাইল নম্বৰ/).fill(phone);
  await form.getByLabel('ডেলিভাৰীৰ ঠিকনা').fill('Dhing, Nagaon, Assam');
  await tookTimeToFill(mobile);
  await form.getByRole('button', { name: /অৰ্ডাৰ দিয়ক/ }).click();
  const confirmation = mobile.getByText(/AQ-[A-Z0-9]{5}/).first();
  await expect(confirmation).toBeVisible();
  const reference = /AQ-[A-Z0-9]{5}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
  const [order] = queryDatabase<{ id: number; total_paise: number; place_of_supply: string }>(
    'select id, total_paise, place_of_supply from orders where reference = ?',
    reference,
  );
  expect(order?.place_of_supply).toBe('18');
  const orderId = order?.id ?? 0;
  const rupees = ((order?.total_paise ?? 0) / 100).toFixed(2);

  // The office confirms and dispatches: the goods leave with their bill.
  await logIn(page, await createAccount({ roles: ['order-desk'] }), `/admin/orders/${orderId}`);
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog', { name: 'Confirm Action' }).getByRole('button', { name: 'Yes' }).click();
  await expect(details.getByRole('button', { name: 'Mark dispatched' })).toBeVisible();
  await details.getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Marked dispatched; the customer is told.' })).toBeVisible();
  const [bill] = queryDatabase<{ number: string }>(
    "select number from bills where order_id = ? and kind != 'credit_note'",
    orderId,
  );
  const billNumber = bill?.number ?? '';
  expect(billNumber).toMatch(/^AQ\/\d\d-\d\d\/\d{5}$/);
  await expect(details.getByTestId('order-payments')).toContainText('Unpaid');

  // The farmer's SMS carries the bill, its amount and the link where it is paid, in Assamese.
  await expect.poll(() => textsTo(`+91${phone}`).some((text) => text.kind === 'bill-issued')).toBe(true);
  const billText = textsTo(`+91${phone}`).find((text) => text.kind === 'bill-issued');
  expect(billText?.locale).toBe('as');
  expect(billText?.text).toContain(billNumber);
  expect(billText?.text).toContain(`অৰ্ডাৰ ${reference}ৰ বিল`);
  const link = /https?:\/\/\S+\/as\/t\/[A-Za-z0-9_-]{16}/.exec(billText?.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');

  // The tracking page on the phone: the QR code, a UPI link for the amount, the form for the UTR, the bill as a PDF.
  await mobile.goto(new URL(link).pathname);
  const download = mobile.getByRole('link', { name: 'বিলখন ডাউনলোড কৰক (PDF)' });
  const pdf = await mobile.request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain(`${billNumber.replaceAll('/', '-')}.pdf`);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const pay = mobile.getByRole('region', { name: 'UPIৰে পৰিশোধ কৰক' });
  await expect(pay.getByRole('img', { name: /QR/ })).toBeVisible();
  const upi = new URL((await pay.getByRole('link').getAttribute('href')) ?? '');
  expect(upi.protocol).toBe('upi:');
  expect(upi.searchParams.get('am')).toBe(rupees);
  expect(upi.searchParams.get('tr')).toBe(billNumber);
  await expect(mobile.getByTestId('payment-state')).toContainText('এতিয়াও পৰিশোধ হোৱা নাই');
  const overflow = await mobile.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(mobile)).toEqual([]);

  // A mistyped UTR is said and nothing is stored; then the right one waits for the office.
  const utr = mobile.getByLabel('UPI ৰেফাৰেন্স (UTR)');
  await utr.fill('12345');
  await utr.evaluate((input) => input.removeAttribute('pattern'));
  await mobile.getByRole('button', { name: 'ৰেফাৰেন্স পঠিয়াওক' }).click();
  await expect(mobile.getByRole('alert').filter({ hasText: 'UPI ৰেফাৰেন্স (UTR)ৰ ১২টা অংক লিখক।' })).toBeVisible();
  expect(queryDatabase('select id from payment_reports where order_id = ?', orderId)).toEqual([]);
  const reported = `4${String(Date.now()).slice(-11)}`;
  await mobile
    .getByLabel('UPI ৰেফাৰেন্স (UTR)')
    .fill(`${reported.slice(0, 4)} ${reported.slice(4, 8)} ${reported.slice(8)}`);
  await mobile.getByRole('button', { name: 'ৰেফাৰেন্স পঠিয়াওক' }).click();
  await expect(
    mobile.getByRole('status').filter({ hasText: 'ধন্যবাদ। কাৰ্যালয়ে আপোনাৰ পৰিশোধ পৰীক্ষা কৰি নিশ্চিত কৰিব।' }),
  ).toBeVisible();
  await expect(mobile.locator('#payment')).toContainText(`ৰেফাৰেন্স ${reported}`);

  // The office sees it waiting in the list and on the order, finds it on the statement, records it.
  await page.goto(`/admin/orders?q=${reference}`);
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Payment reported');
  await page.goto(`/admin/orders/${orderId}`);
  const payments = page.getByTestId('order-payments');
  await expect(payments.getByTestId('payment-report')).toContainText(`UTR ${reported}, reported`);
  const report = payments.getByTestId('payment-report');
  await expect(report.getByLabel('Amount (₹)')).toHaveValue(rupees);
  await report.getByRole('button', { name: 'Found: record it' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `Payment with UTR ${reported} recorded.` })).toBeVisible();
  await expect(page.getByTestId('order-payments')).toContainText('Paid');
  await expect(page.getByTestId('order-payments')).toContainText(`Ref. ${reported}`);
  await expect.poll(() => textsTo(`+91${phone}`).some((text) => text.kind === 'payment-received')).toBe(true);

  await mobile.reload();
  await expect(mobile.getByTestId('payment-state')).toHaveText('সম্পূৰ্ণ পৰিশোধ হ’ল। ধন্যবাদ!');
  await expect(mobile.getByRole('region', { name: 'UPIৰে পৰিশোধ কৰক' })).toHaveCount(0);

  // The farmer's account, once their number is proved (its own test), lists the guest order as paid.
  const customer = await createAccount();
  writeDatabase(
    'update user set phoneNumber = ?, phoneNumberVerified = 1 where email = ?',
    `+91${phone}`,
    customer.email,
  );
  await logIn(mobile, customer, '/as/account/orders');
  const mine = mobile.getByTestId('my-order').filter({ hasText: reference });
  await expect(mine.getByTestId('my-order-payment')).toHaveText('পৰিশোধ হ’ল');
  const ownBill = await mobile.request.get(
    (await mine.getByRole('link', { name: /বিলখন ডাউনলোড/ }).getAttribute('href')) ?? '',
  );
  expect(ownBill.headers()['content-type']).toBe('application/pdf');
  // Someone else's account asks for the same bill: not found.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await logIn(strangerPage, await createAccount(), '/account/orders');
  await expect(strangerPage).toHaveURL(/\/account\/orders$/);
  const theirs = await strangerPage.request.get(`/account/orders/${reference}/bill.pdf`, { maxRedirects: 0 });
  expect([theirs.status(), theirs.headers()['content-type'], theirs.headers().location]).toEqual([
    404,
    expect.anything(),
    undefined,
  ]);
  await stranger.close();
  // The office downloads it from the order too.
  const staffPdf = await page.request.get(`/admin/orders/${orderId}/bill/pdf`);
  expect(staffPdf.headers()['content-type']).toBe('application/pdf');

  // Cancelled after its bill: the credit note, and the money received is now owed back; the refund is a reversal.
  await page.goto(`/admin/orders/${orderId}`);
  await details.getByLabel('Reason for the customer').fill('The fish seed could not travel');
  page.once('dialog', (question) => void question.accept());
  await details.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByTestId('order-bill')).toContainText('Credit note CN/');
  await expect(page.getByTestId('order-payments')).toContainText('Refund due');
  await page.getByTestId('order-payments').locator('summary', { hasText: 'Reverse' }).click();
  await page.getByTestId('order-payments').getByLabel('Why it is reversed').fill('Refunded by UPI');
  page.once('dialog', (question) => void question.accept());
  await page.getByTestId('order-payments').getByRole('button', { name: 'Reverse' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Payment reversed.' })).toBeVisible();
  await expect(page.getByTestId('order-payments')).toContainText('Nothing due');
  expect(
    queryDatabase<{ kind: string }>('select kind from payments where order_id = ? order by id', orderId).map(
      (row) => row.kind,
    ),
  ).toEqual(['payment', 'reversal']);
  await farmer.close();
});

test('[MONEY] the order desk records an advance and a part payment by hand; a wrong amount is refused at its field', async ({
  page,
  createAccount,
}) => {
  const [rohu] = queryDatabase<{ id: number }>("select id from products where hsn_code = '030193' order by id limit 1");
  const reference = `AQ-M${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const orderId = insertOrder({
    reference,
    productId: rohu?.id,
    productName: 'Rohu Fingerlings',
    unitPricePaise: 160_000,
    quantity: 1,
    name: 'Advance Farmer',
    phone: '+919864012345',
    email: null,
    address: 'Dhing',
    status: 'done',
  });
  writeDatabase("update orders set place_of_supply = '18' where id = ?", orderId);
  await logIn(page, await createAccount({ roles: ['order-desk'] }), `/admin/orders/${orderId}`);
  const payments = page.getByTestId('order-payments');
  await expect(payments).toContainText('Due ₹1,600.00 · received ₹0.00 · balance ₹1,600.00');
  await payments.getByText('Record a payment').click();
  await payments.getByLabel('Amount (₹)').fill('2000');
  await payments.getByLabel('Paid by').selectOption('cash');
  await payments.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('That is more than the balance of ₹1,600.00.').first()).toBeVisible();
  await expect(page.getByTestId('order-payments').getByLabel('Amount (₹)')).toHaveValue('2000');
  await page.getByTestId('order-payments').getByLabel('Amount (₹)').fill('500');
  await page.getByTestId('order-payments').getByRole('button', { name: 'Record payment' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `Payment recorded for ${reference}. Balance: ₹1,100.00.` }),
  ).toBeVisible();
  await expect(page.getByTestId('order-payments')).toContainText('Part paid');
  await expect(page.getByTestId('order-payments')).toContainText('₹500.00 by Cash');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A UPI reference is recorded once; a payment is never dated before its order. Each said at its field.
  const utr = `6${String(Date.now()).slice(-11)}`;
  const record = async (fields: { amount: string; reference?: string; paidOn?: string }) => {
    const form = page.getByTestId('order-payments');
    // The form opens from its summary; after a refusal it stays open. Opened again until it shows:
    // once in CI (not reproduced here, even with the page's scripts and stylesheet held back) the
    // form was closed a moment after the tap on a page just reloaded.
    const amount = form.getByLabel('Amount (₹)');
    await expect(async () => {
      if (!(await amount.isVisible())) await form.getByText('Record a payment').click();
      await expect(amount).toBeVisible({ timeout: 2000 });
    }).toPass();
    await amount.fill(fields.amount);
    await form.getByLabel('Paid by').selectOption(fields.reference ? 'upi' : 'cash');
    if (fields.reference) await form.getByLabel('Reference', { exact: true }).fill(fields.reference);
    if (fields.paidOn) await form.getByLabel('Date received').fill(fields.paidOn);
    await form.getByRole('button', { name: 'Record payment' }).click();
  };
  await record({ amount: '100', reference: utr });
  await expect(page.getByTestId('toast').filter({ hasText: 'Balance: ₹1,000.00.' })).toBeVisible();
  await record({ amount: '100', reference: utr });
  await expect(page.getByText(`That reference is on a payment of order ${reference} already.`).first()).toBeVisible();
  await page.reload();
  await record({ amount: '100', paidOn: '2020-01-01' });
  await expect(page.getByText('The date is before the order was placed.').first()).toBeVisible();
  expect(queryDatabase('select amount_paise from payments where order_id = ? order by id', orderId)).toEqual([
    { amount_paise: 50_000 },
    { amount_paise: 10_000 },
  ]);
});

test('[MONEY][RAZORPAY] a farmer pays online: one link for the balance, Razorpay’s signed webhook records it once', async ({
  page,
  browser,
  createAccount,
}) => {
  const [kit] = queryDatabase<{ id: number; name: string }>(
    "select id, name from products where hsn_code = '382200' order by id limit 1",
  );
  const reference = `AQ-RZ${String(Date.now()).slice(-5)}`;
  const orderId = insertOrder({
    reference,
    productId: kit?.id,
    productName: kit?.name ?? '',
    unitPricePaise: 10_500,
    quantity: 4,
    name: 'Online Farmer',
    phone: '+919864012399',
    email: null,
    address: 'Jorhat',
    status: 'done',
  });
  const token = `rzp${Date.now()}`.padEnd(16, 'x').slice(0, 16);
  writeDatabase(
    "update orders set place_of_supply = '18', tracking_token = ?, locale = 'hi' where id = ?",
    token,
    orderId,
  );
  await logIn(page, await createAccount({ roles: ['order-desk'] }), `/admin/orders/${orderId}`);
  page.once('dialog', (question) => void question.accept());
  await page.getByTestId('order-bill').getByRole('button', { name: 'Issue bill' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Bill AQ\/\d\d-\d\d\/\d{5} issued\./ })).toBeVisible();

  // On the phone, without JavaScript: "Pay online" goes to Razorpay's page for the balance.
  const farmer = await browser.newContext({ viewport: PHONE_SIZE, isMobile: true, javaScriptEnabled: false });
  const mobile = await farmer.newPage();
  await mobile.route('https://rzp.io/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Razorpay</h1>' }),
  );
  await mobile.goto(`/hi/t/${token}`);
  await mobile.getByRole('link', { name: 'ऑनलाइन भुगतान करें (कार्ड, नेट बैंकिंग, UPI)' }).click();
  await expect(mobile).toHaveURL(/^https:\/\/rzp\.io\/i\/[0-9a-f]{10}$/);
  const [link] = queryDatabase<{ link_id: string; amount_paise: number; reference_id: string; short_url: string }>(
    'select link_id, amount_paise, reference_id, short_url from payment_links where order_id = ?',
    orderId,
  );
  expect(link?.amount_paise).toBe(42_000);
  expect(mobile.url()).toBe(link?.short_url);

  // The office checks three UPI references at a time: a fourth is asked to wait.
  const utrs = [1, 2, 3, 4].map((n) => `5${String(Date.now()).slice(-10)}${n}`);
  for (const utr of utrs) {
    await mobile.goto(`/hi/t/${token}`);
    await mobile.getByLabel('UPI रेफ़रेंस (UTR)').fill(utr);
    await mobile.getByRole('button', { name: 'रेफ़रेंस भेजें' }).click();
  }
  await expect(mobile.locator('#report-outcome')).toHaveText(
    'आपके भेजे रेफ़रेंस की जाँच कार्यालय पहले से कर रहा है। कृपया प्रतीक्षा करें या कार्यालय को फ़ोन करें।',
  );
  expect(queryDatabase('select utr from payment_reports where order_id = ? order by id', orderId)).toEqual(
    utrs.slice(0, 3).map((utr) => ({ utr })),
  );

  // Razorpay reports the payment: a forged event is refused, the signed one recorded, its repeat changes nothing.
  const event = razorpayPaidEvent(
    {
      id: link?.link_id ?? '',
      amount: 42_000,
      reference_id: link?.reference_id ?? '',
      short_url: link?.short_url ?? '',
    },
    E2E_RAZORPAY.webhookSecret,
  );
  const deliver = (signature: string) =>
    page.request.post('/api/payments/razorpay', {
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature },
      data: event.rawBody,
    });
  expect((await deliver('0'.repeat(64))).status()).toBe(401);
  const first = await deliver(event.signature);
  expect([first.status(), await first.text()]).toEqual([200, 'recorded']);
  const again = await deliver(event.signature);
  expect([again.status(), await again.text()]).toEqual([200, 'already recorded']);
  expect(queryDatabase('select mode, amount_paise from payments where order_id = ?', orderId)).toEqual([
    { mode: 'gateway', amount_paise: 42_000 },
  ]);
  await mobile.goto(`/hi/t/${token}`);
  await expect(mobile.getByTestId('payment-state')).toHaveText('पूरा भुगतान हो गया। धन्यवाद!');
  // An old "Pay online" link, once nothing is left to pay, comes back here and says so.
  await mobile.goto(`/hi/t/${token}/pay-online`);
  await expect(mobile.locator('#report-outcome')).toHaveText(
    'अभी ऑनलाइन भुगतान उपलब्ध नहीं है। कृपया ऊपर दिए UPI से भुगतान करें, या बाद में फिर कोशिश करें।',
  );
  await farmer.close();
});
