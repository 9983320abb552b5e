import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { REFUSED_DOMAIN } from '../setup/smtp-sink';
import { expect, insertOrder, logIn, mailsTo, queryDatabase, test, waitForMail, writeDatabase } from './fixtures';

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

/**
 * The answer of the dialog's Confirm/Reject form. Each message's "Send again" form below it
 * has its own (empty) status too, once the message has been sent, which can happen before
 * the answer is read.
 */
const decisionStatus = (details: Locator) => details.getByRole('status').first();

test('[ADMIN][ORDERS] find an order, read its details, confirm it after the Confirm Action question; the customer is e-mailed', async ({
  page,
  createAccount,
}) => {
  const customer = `E2E Customer ${Date.now()}`;
  const order = pendingOrder(customer, 'e2e-orders@example.in');
  const admin = await createAccount({ admin: true });
  await logIn(page, admin, '/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
  const pendingCard = page.getByRole('region', { name: 'At a glance' }).getByRole('link', { name: /Pending orders/ });
  await expect(pendingCard).toHaveAttribute('href', '/admin/orders?status=pending');
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
  await expect(decisionStatus(details)).toHaveText(
    'Order confirmed. The customer is being told (see Messages in the order).',
  );
  await expect(details.getByTestId('order-history')).toContainText(/Confirmed by e2e-.*@example\.in on/);
  // Exact: a sent message's "Send again: order confirmed to …" button has the word in its name too.
  await expect(details.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  expect(statusOf(order.id)).toBe('done');
  const mail = await waitForMail('e2e-orders@example.in', `Order confirmed: ${order.reference}`);
  expect(mail).toContain('Status: confirmed');
  expect(mail).toContain('Delivery on Monday');

  // The audit trail lists it, filtered by record, action and admin.
  await page.goto(`/admin/audit?entity=orders&action=confirm&actor=${encodeURIComponent(admin.email)}`);
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
  await logIn(page, await createAccount({ admin: true }), `/admin/orders?q=${encodeURIComponent(customer)}`);
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

test('[ADMIN][ORDERS] a guest order without e-mail is marked Guest, and its decision goes to the phone by SMS', async ({
  page,
  createAccount,
}) => {
  const reference = `AQ-G${String(Date.now()).slice(-6)}`;
  // A number of its own: each number may get three texts an hour.
  const phone = `+9197070${String(Date.now()).slice(-5)}`;
  const id = insertOrder({
    reference,
    productName: 'Rohu Fingerlings (1000 pcs)',
    unitPricePaise: 160_000,
    quantity: 1,
    name: 'Guest Without Mail',
    phone,
    email: null,
    address: 'Batadrava, Nagaon',
    guest: true,
  });
  await logIn(page, await createAccount({ admin: true }), `/admin/orders/${id}`);
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText('Guest');
  await expect(details).toContainText('None given (messages go to the phone)');
  await details.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog', { name: 'Confirm Action' }).getByRole('button', { name: 'Yes' }).click();
  await expect(decisionStatus(details)).toHaveText(
    'Order confirmed. The customer is being told (see Messages in the order).',
  );
  expect(statusOf(id)).toBe('done');
  // The back office shows what was sent rather than asking the office to phone.
  await expect(async () => {
    await page.reload();
    const messages = page.getByTestId('message-list');
    await expect(messages).toContainText(`SMS to ${phone}: order confirmed`);
    await expect(messages.getByText('Sent', { exact: true })).toBeVisible();
  }).toPass();
});

test('[ADMIN][MESSAGES] the order shows each e-mail and its state; a refused one is failed, listed, and can be sent again', async ({
  page,
  createAccount,
}) => {
  const customer = `E2E Messages ${Date.now()}`;
  const delivered = pendingOrder(customer, 'e2e-messages@example.in');
  const refused = pendingOrder(customer, `nobody@${REFUSED_DOMAIN}`);
  await logIn(page, await createAccount({ admin: true }), `/admin/orders/${delivered.id}`);
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog', { name: 'Confirm Action' }).getByRole('button', { name: 'Yes' }).click();
  await expect(decisionStatus(details)).toContainText('Order confirmed.');
  await waitForMail('e2e-messages@example.in', `Order confirmed: ${delivered.reference}`);

  // The message, its channel, recipient, state and time; then sent again, and it arrives again.
  // (The order's text to its phone is listed beside it.)
  const messages = page.getByTestId('message-list');
  const mail = messages.getByRole('listitem').filter({ hasText: 'E-mail to e2e-messages@example.in' });
  await expect(async () => {
    await page.reload();
    await expect(mail).toContainText('E-mail to e2e-messages@example.in: decision on the order');
    await expect(mail.getByText('Sent', { exact: true })).toBeVisible();
  }).toPass();
  await messages.getByRole('button', { name: 'Send again: decision on the order to e2e-messages@example.in' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Queued to be sent again.' })).toBeVisible();
  await expect.poll(() => mailsTo('e2e-messages@example.in', `Order confirmed: ${delivered.reference}`).length).toBe(2);

  // The mail server says there is no such mailbox: failed at once (not tried for a day), with its reason.
  await page.goto(`/admin/orders/${refused.id}`);
  await details.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('dialog', { name: 'Confirm Action' }).getByRole('button', { name: 'Yes' }).click();
  await expect(decisionStatus(details)).toContainText('Order rejected.');
  const refusedMail = messages.getByRole('listitem').filter({ hasText: `E-mail to nobody@${REFUSED_DOMAIN}` });
  await expect(async () => {
    await page.reload();
    await expect(refusedMail.getByText('Failed', { exact: true })).toBeVisible();
    await expect(refusedMail).toContainText('Failed to send email:');
    await expect(refusedMail).toContainText('550');
  }).toPass();

  // Staff find it among the failed messages (counted at the top of the back office), with the way back to its order.
  await page.goto('/admin');
  const failedCard = page.getByRole('region', { name: 'At a glance' }).getByRole('link', { name: /Failed messages/ });
  await expect(failedCard).toHaveAttribute('href', '/admin/messages');
  expect(Number(await failedCard.getByTestId('dashboard-count').textContent())).toBeGreaterThan(0);
  await failedCard.click();
  await expect(page.getByRole('heading', { name: 'Failed messages', level: 2 })).toBeVisible();
  const failed = page
    .getByTestId('message-list')
    .getByRole('listitem')
    .filter({ hasText: `nobody@${REFUSED_DOMAIN}` });
  await expect(failed.first()).toContainText('decision on the order');
  await expect(failed.first().getByRole('link', { name: `For Orders #${refused.id}` })).toHaveAttribute(
    'href',
    `/admin/orders/${refused.id}`,
  );

  // A text a limit stopped (written failed, never tried, as the use-cases write it) is listed as not sent, with the
  // limit, and can be sent again; an account's own message (a reset link) cannot.
  const limited = pendingOrder(customer, 'e2e-limited@example.in');
  const now = new Date().toISOString();
  const notSent = (id: string, kind: string, recipient: string, about: number | null, error: string) =>
    writeDatabase(
      `insert into outbox_messages (id, channel, kind, recipient, locale, body_text, about, about_id, state, attempts,
         next_attempt_at, last_error, failed_at, created_at, updated_at)
       values (?, ?, ?, ?, 'en', 'text', ?, ?, 'failed', 0, ?, ?, ?, ?, ?)`,
      id,
      kind === 'account-reset' ? 'email' : 'sms',
      kind,
      recipient,
      about === null ? null : 'orders',
      about,
      now,
      error,
      now,
      now,
      now,
    );
  notSent(
    randomUUID(),
    'order-confirmed',
    '+919864012399',
    limited.id,
    'limit per number: 3 texts an hour to this number were sent already',
  );
  notSent(randomUUID(), 'account-reset', 'e2e-reset@example.in', null, 'limit per inbox: too many');
  await page.reload();
  const limitedText = page.getByTestId('message-list').getByRole('listitem').filter({ hasText: '+919864012399' });
  await expect(limitedText).toContainText('Not sent: limit per number: 3 texts an hour');
  await expect(limitedText.getByRole('button', { name: 'Send again: order confirmed to +919864012399' })).toBeVisible();
  const reset = page.getByTestId('message-list').getByRole('listitem').filter({ hasText: 'e2e-reset@example.in' });
  await expect(reset).toContainText('Not sent: limit per inbox');
  await expect(reset.getByRole('button')).toHaveCount(0);
});
