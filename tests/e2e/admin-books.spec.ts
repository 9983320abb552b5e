import { expect, insertOrder, logIn, queryDatabase, seriousAxeViolations, test, writeDatabase } from './fixtures';

test('[ADMIN][BOOKS] the owner reads the month’s books on screen and downloads the register and GSTR-1’s B2B table', async ({
  page,
  createAccount,
}) => {
  const [kit] = queryDatabase<{ id: number; name: string }>(
    "select id, name from products where hsn_code = '382200' order by id limit 1",
  );
  const reference = `AQ-BK${String(Date.now()).slice(-5)}`;
  const orderId = insertOrder({
    reference,
    productId: kit?.id,
    productName: kit?.name ?? '',
    unitPricePaise: 10_500,
    quantity: 2,
    name: 'Books Company',
    phone: '+919864012345',
    email: null,
    address: 'Siliguri',
    status: 'done',
  });
  writeDatabase("update orders set place_of_supply = '19', buyer_gstin = '19AABCU9603R1ZX' where id = ?", orderId);

  // The order desk bills it.
  await logIn(page, await createAccount({ roles: ['order-desk'] }), `/admin/orders/${orderId}`);
  page.once('dialog', (question) => void question.accept());
  await page.getByTestId('order-bill').getByRole('button', { name: 'Issue bill' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Bill AQ\/\d\d-\d\d\/\d{5} issued\./ })).toBeVisible();
  const [bill] = queryDatabase<{ number: string }>('select number from bills where order_id = ?', orderId);
  // The books are the owner's: the order desk has no tab for them.
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Books' }),
  ).toHaveCount(0);

  await logIn(page, await createAccount({ roles: ['owner'] }), '/admin/books');
  await expect(page.getByRole('heading', { name: 'Books', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales register' })).toContainText(bill?.number ?? '');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const register = await page.request.get(
    (await page.getByRole('link', { name: 'Sales register' }).getAttribute('href')) ?? '',
  );
  expect(register.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const registerText = await register.text();
  expect(registerText.startsWith('\uFEFFDate,Document,Number,Against bill,Order,Buyer,Buyer GSTIN')).toBe(true);
  expect(registerText).toContain(
    `tax_invoice,${bill?.number},,${reference},Books Company,19AABCU9603R1ZX,19,5%,200.00,0.00,0.00,10.00,210.00`,
  );

  const b2b = await page.request.get((await page.getByRole('link', { name: 'GSTR-1 B2B' }).getAttribute('href')) ?? '');
  const b2bText = await b2b.text();
  expect(b2bText.startsWith('GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value')).toBe(
    true,
  );
  expect(b2bText).toMatch(
    new RegExp(
      `19AABCU9603R1ZX,Books Company,${bill?.number},\\d\\d-[A-Z][a-z]{2}-\\d{4},210.00,19-West Bengal,N,,Regular B2B,,5,200.00,`,
    ),
  );
});
