import { expect, insertOrder, logIn, queryDatabase, seriousAxeViolations, test, writeDatabase } from './fixtures';

test('[ADMIN][BILLING] the order desk sets the place of supply and the buyer’s GSTIN, issues the bill, reads it; a billed order is never deleted', async ({
  page,
  createAccount,
}) => {
  const [kit] = queryDatabase<{ id: number; name: string; price_paise: number }>(
    "select id, name, price_paise from products where hsn_code = '382200' order by id limit 1",
  );
  const reference = `AQ-BL${String(Date.now()).slice(-5)}`;
  const customer = `Billing Farmer ${Date.now()}`;
  const orderId = insertOrder({
    reference,
    productId: kit?.id,
    productName: kit?.name ?? '',
    unitPricePaise: 10_500,
    quantity: 2,
    name: customer,
    phone: '+919864012345',
    email: null,
    address: 'Dhing, Nagaon',
    status: 'done',
  });

  await logIn(page, await createAccount({ roles: ['order-desk'] }), `/admin/orders/${orderId}`);
  const bill = page.getByTestId('order-bill');
  await expect(bill).toContainText('Not billed yet.');

  // Issue bill before the place of supply is known: the reason, and nothing issued.
  page.once('dialog', (question) => void question.accept());
  await bill.getByRole('button', { name: 'Issue bill' }).click();
  await expect(page.getByText('Failed to issue the bill: Choose the place of supply first.').first()).toBeVisible();
  expect(queryDatabase('select id from bills where order_id = ?', orderId)).toEqual([]);

  // A mistyped GSTIN is named at its field; then Assam and a valid GSTIN are saved.
  await bill.getByLabel('Place of supply (delivery state)').selectOption('18');
  await bill.getByLabel("Buyer's GSTIN (optional)").fill('27AAPFU0939F1ZW');
  await bill.getByRole('button', { name: 'Save place of supply' }).click();
  await expect(bill.getByText('This is not a valid GSTIN: check its 15 characters')).toBeVisible();
  await bill.getByLabel("Buyer's GSTIN (optional)").fill('27aapfu0939f1zv');
  await bill.getByRole('button', { name: 'Save place of supply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Place of supply saved.' })).toBeVisible();

  page.once('dialog', (question) => {
    expect(question.message()).toBe('Issue the bill of this order now? An issued bill cannot be changed or deleted.');
    void question.accept();
  });
  await page.getByTestId('order-bill').getByRole('button', { name: 'Issue bill' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Bill AQ\/\d\d-\d\d\/\d{5} issued\./ })).toBeVisible();
  const [stored] = queryDatabase<{ number: string; kind: string; cgst_paise: number; total_paise: number }>(
    'select number, kind, cgst_paise, total_paise from bills where order_id = ?',
    orderId,
  );
  expect(stored).toMatchObject({ kind: 'tax_invoice', cgst_paise: 500, total_paise: 21_000 });
  await expect(page.getByTestId('order-bill')).toContainText(`Tax invoice ${stored?.number}, ₹210.00`);

  await page.getByRole('link', { name: 'View the bill' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}/bill$`));
  const billDocument = page.getByRole('article');
  await expect(billDocument.getByRole('heading', { name: 'Tax invoice' })).toBeVisible();
  for (const text of [
    'GSTIN: 18AAECA1234F1Z5',
    stored?.number ?? '',
    'Assam (18)',
    'GSTIN: 27AAPFU0939F1ZV',
    '382200',
    '₹200.00',
    'Authorised signatory',
  ]) {
    await expect(billDocument).toContainText(text);
  }
  await expect(billDocument.getByRole('term').filter({ hasText: 'Reverse charge' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The farmer's tracking link asks for the bill's amount by UPI: a link their UPI app opens, and a QR code.
  const token = `bill${Date.now()}`.padEnd(16, 'x').slice(0, 16);
  writeDatabase("update orders set tracking_token = ?, locale = 'as' where id = ?", token, orderId);
  await page.goto(`/as/t/${token}`);
  const pay = page.getByRole('region', { name: 'UPIৰে পৰিশোধ কৰক' });
  const link = await pay.getByRole('link').getAttribute('href');
  const request = new URL(link ?? '');
  expect(request.protocol).toBe('upi:');
  expect(Object.fromEntries(request.searchParams)).toMatchObject({
    pa: 'aquaculturegroup@sbi',
    am: '210.00',
    cu: 'INR',
    tr: stored?.number,
  });
  await expect(pay.getByRole('img', { name: /QR/ })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A billed order cannot be deleted.
  await page.goto(`/admin/orders?q=${encodeURIComponent(customer)}`);
  page.once('dialog', (question) => void question.accept());
  await page.getByRole('button', { name: `Delete order ${reference}` }).click();
  await expect(page.getByText(/This order has a bill, and a bill is never deleted/).first()).toBeVisible();
  expect(queryDatabase('select id from orders where id = ?', orderId)).toHaveLength(1);
});
