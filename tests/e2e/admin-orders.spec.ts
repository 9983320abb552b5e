import { expect, insertOrder, logIn, queryDatabase, test, waitForMail } from './fixtures';

let orders = 0;

/** A pending order as the order dialog stores it (that path has its own tests). */
function pendingOrder(customer: string, email: string): { id: number; reference: string } {
  orders += 1;
  const reference = `AQ-E${String(Date.now() % 100_000).padStart(5, '0')}${orders}`;
  const [product] = queryDatabase<{ id: number; name: string }>(
    "select id, name from products where slug = 'rohu-fingerlings-1000-pcs'",
  );
  const id = insertOrder({
    reference,
    productId: product?.id,
    productName: product?.name ?? '',
    unitPricePaise: 160_000,
    quantity: 2,
    name: customer,
    phone: '+919864012345',
    email,
    address: 'Village Dhing, Nagaon',
    description: 'Deliver before the rains',
  });
  return { id, reference };
}

const statusOf = (id: number) =>
  queryDatabase<{ status: string }>('select status from orders where id = ?', id)[0]?.status;

test('[ADMIN][ORDERS] find an order, read its details, confirm it after the Confirm Action question; the customer is e-mailed', async ({
  page,
  createAccount,
}) => {
  const customer = `E2E Customer ${Date.now()}`;
  const order = pendingOrder(customer, 'e2e-orders@example.in');
  const admin = await createAccount({ admin: true });
  await logIn(page, admin, '/admin?tab=products&section=orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
  const pendingCard = page.getByRole('region', { name: 'At a glance' }).getByRole('link', { name: /Pending orders/ });
  await expect(pendingCard).toHaveAttribute('href', '/admin?tab=products&section=orders&status=pending');
  expect(Number(await pendingCard.getByTestId('dashboard-count').textContent())).toBeGreaterThan(0);
  await page.getByLabel('Search by customer name, email or product').fill(customer);
  await page.getByLabel('Status').selectOption('pending');
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Rohu Fingerlings');
  await expect(row).toContainText('Pending');

  await row.getByRole('link', { name: `View details of order ${order.reference}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText(order.reference);
  await expect(details).toContainText('Aquamart');
  await expect(details.getByRole('link', { name: 'e2e-orders@example.in' })).toHaveAttribute(
    'href',
    'mailto:e2e-orders@example.in',
  );
  await expect(details.getByRole('link', { name: '+919864012345' })).toHaveAttribute('href', 'tel:+919864012345');
  await expect(details).toContainText('Deliver before the rains');

  // The question first; Cancel leaves the order as it was.
  await details.getByRole('button', { name: 'Confirm' }).click();
  const question = page.getByRole('dialog', { name: 'Confirm Action' });
  await expect(question).toContainText('Are you sure you want to confirm this order?');
  await question.getByRole('button', { name: 'Cancel' }).click();
  expect(statusOf(order.id)).toBe('pending');

  await details.getByLabel('Note to the customer (optional)').fill('Delivery on Monday');
  await details.getByRole('button', { name: 'Confirm' }).click();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(details.getByRole('status')).toHaveText('Order confirmed. The customer has been e-mailed.');
  await expect(details.getByTestId('order-history')).toContainText(/Confirmed by e2e-.*@example\.in on/);
  await expect(details.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  expect(statusOf(order.id)).toBe('done');
  const mail = await waitForMail('e2e-orders@example.in', `Order confirmed: ${order.reference}`);
  expect(mail).toContain('Status: confirmed');
  expect(mail).toContain('Delivery on Monday');

  // The audit trail lists it, filtered by record, action and admin.
  await page.goto(`/admin?tab=audit&entity=orders&action=confirm&actor=${encodeURIComponent(admin.email)}`);
  const entry = page.getByTestId('audit-row');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`orders #${order.id}`);
  await expect(entry).toContainText('status: pending');
  await expect(entry).toContainText('reason: Delivery on Monday');
});

test('[ADMIN][ORDERS] reject the selected orders at once, and delete one after the spec question', async ({
  page,
  createAccount,
}) => {
  const customer = `E2E Bulk ${Date.now()}`;
  const first = pendingOrder(customer, 'bulk-1@example.in');
  const second = pendingOrder(customer, 'bulk-2@example.in');
  await logIn(
    page,
    await createAccount({ admin: true }),
    `/admin?tab=products&section=orders&q=${encodeURIComponent(customer)}`,
  );
  await expect(page.getByTestId('order-row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Select order ${first.reference}` }).check();
  await page.getByRole('checkbox', { name: `Select order ${second.reference}` }).check();
  await page.getByRole('button', { name: 'Reject selected' }).click();
  const question = page.getByRole('dialog', { name: 'Confirm Action' });
  await expect(question).toContainText('Are you sure you want to reject the selected orders?');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.locator('#bulk-orders').getByRole('status')).toHaveText('2 of 2 orders updated.');
  await expect(page.getByTestId('toast').filter({ hasText: '2 of 2 orders updated.' })).toBeVisible();
  expect([statusOf(first.id), statusOf(second.id)]).toEqual(['rejected', 'rejected']);
  expect(await waitForMail('bulk-1@example.in', `Order not accepted: ${first.reference}`)).toContain(
    'Status: rejected',
  );
  expect(await waitForMail('bulk-2@example.in', `Order not accepted: ${second.reference}`)).toContain(
    'Status: rejected',
  );
  await expect(page.getByTestId('order-row').first()).toContainText('Rejected');
  await expect(page.getByRole('checkbox', { name: `Select order ${first.reference}` })).toHaveCount(0);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this item? This action cannot be undone.');
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete order ${first.reference}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order deleted.' })).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  expect(queryDatabase('select id from orders where id = ?', first.id)).toEqual([]);
});

test('[ADMIN][ORDERS] a guest order without e-mail is marked Guest, and its decision tells the office to phone', async ({
  page,
  createAccount,
}) => {
  const reference = `AQ-G${String(Date.now()).slice(-6)}`;
  const id = insertOrder({
    reference,
    productName: 'Rohu Fingerlings (1000 pcs)',
    unitPricePaise: 160_000,
    quantity: 1,
    name: 'Guest Without Mail',
    phone: '+919707012345',
    email: null,
    address: 'Batadrava, Nagaon',
    guest: true,
  });
  await logIn(page, await createAccount({ admin: true }), `/admin?tab=products&section=orders&order=${id}`);
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText('Guest');
  await expect(details).toContainText('None given: phone the customer');
  await details.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog', { name: 'Confirm Action' }).getByRole('button', { name: 'Yes' }).click();
  await expect(details.getByRole('status')).toHaveText(
    'Order confirmed. The customer gave no e-mail: please phone them at +919707012345.',
  );
  expect(statusOf(id)).toBe('done');
});
