import { expect, insertOrder, logIn, queryDatabase, test, writeDatabase } from './fixtures';

/**
 * The order desk after confirmation (issue 24): dispatched with its carrier
 * and date, a staff note, delivered; the customer's tracking link shows each
 * step and never the note; the e-mail comes in the language they ordered in.
 */
test('[ADMIN][ORDERS] the order desk dispatches and delivers a confirmed order; the tracking link shows the steps, not the staff’s note', async ({
  page,
  createAccount,
}) => {
  const reference = `AQ-D${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const email = `life-${Date.now()}@example.in`;
  const token = `life${Date.now()}`.padEnd(16, 'x').slice(0, 16);
  const [rohu] = queryDatabase<{ id: number }>("select id from products where hsn_code = '030193' order by id limit 1");
  const id = insertOrder({
    reference,
    productId: rohu?.id,
    productName: 'Rohu Fingerlings',
    unitPricePaise: 160_000,
    quantity: 2,
    name: 'Bhaskar Kalita',
    phone: '+919864012345',
    email,
    address: 'Dhing, Nagaon',
    status: 'done',
  });
  writeDatabase("update orders set tracking_token = ?, locale = 'hi', place_of_supply = '18' where id = ?", token, id);

  await logIn(page, await createAccount({ roles: ['order-desk'] }), `/admin/orders/${id}`);
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toBeVisible();
  // Cancelling cannot be taken back either: asked first; No changes nothing.
  await details.getByLabel('Reason for the customer').fill('Customer changed their mind');
  page.once('dialog', (question) => {
    expect(question.message()).toBe('Cancel this order? The customer gets a message with your reason.');
    void question.dismiss();
  });
  await details.getByRole('button', { name: 'Cancel the order' }).click();
  expect(queryDatabase('select stage from orders where id = ?', id)).toEqual([{ stage: null }]);

  await details.getByLabel('Carrier or vehicle (optional)').fill('Assam Roadways bus');
  const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await details.getByLabel('Expected delivery date (optional)').fill(inAWeek);
  await details.getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Marked dispatched; the customer is told.' })).toBeVisible();
  await expect(details.getByTestId('order-life')).toContainText('Dispatched by');
  // The goods left with their bill: nil-rated fish seed, a bill of supply.
  expect(queryDatabase('select kind from bills where order_id = ?', id)).toEqual([{ kind: 'bill_of_supply' }]);
  await expect(details.getByTestId('order-bill')).toContainText('Bill of supply AQ/');
  await expect(details.getByTestId('order-life')).toContainText('Assam Roadways bus');
  // Now only what can follow a dispatch is offered.
  await expect(details.getByRole('button', { name: 'Mark dispatched' })).toHaveCount(0);

  await details.getByLabel('New note').fill('Customer asked for a morning delivery');
  await details.getByRole('button', { name: 'Add note' }).click();
  await expect(details.getByTestId('order-notes')).toContainText('Customer asked for a morning delivery');

  // Delivered cannot be taken back: the first answer is No, and nothing changes.
  page.once('dialog', (question) => {
    expect(question.message()).toBe('Mark this order delivered? The customer gets a message saying so.');
    void question.dismiss();
  });
  await details.getByRole('button', { name: 'Mark delivered' }).click();
  expect(queryDatabase('select stage from orders where id = ?', id)).toEqual([{ stage: 'dispatched' }]);
  page.once('dialog', (question) => void question.accept());
  await details.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Marked delivered; the customer is told.' })).toBeVisible();
  expect(queryDatabase('select stage from orders where id = ?', id)).toEqual([{ stage: 'delivered' }]);

  // The customer's e-mails, in Hindi (the language of the order), handed to the SMTP server.
  const mails = () =>
    queryDatabase<{ subject: string; state: string; body_text: string }>(
      "select subject, state, body_text from outbox_messages where recipient = ? and kind = 'order-step' order by subject",
      email,
    );
  await expect
    .poll(() => mails().map((mail) => [mail.subject, mail.state]))
    .toEqual([
      [`ऑर्डर पहुँच गया: ${reference}`, 'sent'],
      [`ऑर्डर रवाना: ${reference}`, 'sent'],
    ]);
  expect(mails()[1]?.body_text).toContain('भेजने का साधन: Assam Roadways bus');

  // The tracking link: the steps, the carrier and date, nothing of the staff's note.
  const tracking = await (await page.context().browser()?.newContext())?.newPage();
  if (!tracking) throw new Error('no browser');
  await tracking.goto(`/hi/t/${token}`);
  const steps = tracking.getByTestId('tracking-steps');
  await expect(steps).toContainText('रवाना हुआ');
  await expect(steps).toContainText('भेजने का साधन: Assam Roadways bus');
  await expect(steps).toContainText('पहुँच गया');
  await expect(tracking.locator('body')).not.toContainText('morning delivery');
  await tracking.context().close();
});
