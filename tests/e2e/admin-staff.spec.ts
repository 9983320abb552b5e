import { linkIn } from '../setup/outbox';
import { expect, logIn, queryDatabase, seriousAxeViolations, test, waitForMail } from './fixtures';

/**
 * The Staff tab (issue 24): an owner gives roles to an account that exists,
 * the person then sees the parts of the back office their roles open, and
 * no role ticked takes them off the staff. (The last owner's rule: the
 * integration and CLI tests; here other tests' owners share the database.)
 */
test('[ADMIN][STAFF] an owner makes an account an editor on the Staff tab; the editor sees only the editor’s parts; every change is audited', async ({
  page,
  browser,
  createAccount,
}) => {
  const owner = await createAccount({ admin: true });
  const person = await createAccount();
  await logIn(page, owner, '/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Nothing on the tab widens the page past a phone's screen (the rows' hidden legends once did).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => document.documentElement.clientWidth),
  );

  const add = page.getByRole('region', { name: 'Add staff' });
  // No role ticked, then something that is neither an address nor a mobile number: each says what to do.
  await add.getByLabel('E-mail address or mobile number').fill(person.email);
  await add.getByRole('button', { name: 'Add staff' }).click();
  await expect(add.getByText('Roles not saved: tick at least one role')).toBeVisible();
  await page.getByRole('button', { name: 'Close notification' }).click();
  await add.getByLabel('E-mail address or mobile number').fill('12345');
  await add.getByRole('checkbox', { name: 'Editor' }).check();
  await add.getByRole('button', { name: 'Add staff' }).click();
  await expect(add.getByText('Roles not saved: enter an e-mail address or a 10-digit mobile number')).toBeVisible();
  await page.getByRole('button', { name: 'Close notification' }).click();

  // An address no account has: an invitation, listed until it is accepted or withdrawn.
  const invited = `invited-${Date.now()}@example.in`;
  await add.getByLabel('E-mail address or mobile number').fill(invited.toUpperCase());
  await add.getByRole('checkbox', { name: 'Order desk' }).check();
  await add.getByRole('button', { name: 'Add staff' }).click();
  const sent = page.getByTestId('toast').filter({ hasText: `Invitation sent to ${invited}.` });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Close notification' }).click();
  const invitations = page.getByTestId('staff-invitations');
  await expect(invitations).toContainText(invited);
  await expect(invitations).toContainText('Order desk');
  expect(
    queryDatabase<{ kind: string }>('select kind from outbox_messages where recipient = ?', invited).map(
      (row) => row.kind,
    ),
  ).toEqual(['staff-invitation']);
  page.once('dialog', (question) => {
    expect(question.message()).toBe(`Withdraw the invitation to ${invited}?`);
    void question.accept();
  });
  await invitations.getByRole('button', { name: `Withdraw the invitation to ${invited}` }).click();
  const withdrawn = page.getByTestId('toast').filter({ hasText: 'Invitation withdrawn.' });
  await expect(withdrawn).toBeVisible();
  await withdrawn.getByRole('button', { name: 'Close notification' }).click();
  await expect(page.getByText(invited)).toHaveCount(0);
  expect(queryDatabase('select id from staff_invitations where contact = ?', invited)).toEqual([]);

  await add.getByLabel('E-mail address or mobile number').fill(person.email.toUpperCase());
  await add.getByRole('checkbox', { name: 'Editor' }).check();
  await add.getByRole('button', { name: 'Add staff' }).click();
  const saved = page.getByTestId('toast').filter({ hasText: 'Roles saved.' });
  await expect(saved).toBeVisible();
  // Closed, so that the next save's toast is the only one (a toast stays six seconds).
  await saved.getByRole('button', { name: 'Close notification' }).click();
  await expect(saved).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row.getByRole('checkbox', { name: 'Editor' })).toBeChecked();
  await expect(row.getByRole('checkbox', { name: 'Order desk' })).not.toBeChecked();
  expect(
    queryDatabase<{ role: string }>(
      'select r.role from staff_roles r join "user" u on u.id = r.user_id where u.email = ?',
      person.email,
    ),
  ).toEqual([{ role: 'editor' }]);
  expect(
    queryDatabase<{ after: string }>(
      'select a.after from audit_log a join "user" u on u.id = a.entity_id where a.entity = \'staff_roles\' and u.email = ?',
      person.email,
    ),
  ).toEqual([{ after: '{"roles":["editor"]}' }]);

  // The editor: the catalogue, blog and content tabs, not the submissions, orders, audit trail or staff.
  const editor = await (await browser.newContext()).newPage();
  await logIn(editor, person, '/admin');
  const sections = editor.getByRole('navigation', { name: 'Admin sections' });
  await expect(sections.getByRole('link')).toHaveText([
    /Products Management/,
    /Blog Management/,
    /Testimonials Management/,
    /Team/,
    /Chat helper/,
  ]);
  // Their front page is the first part they may open; the sub-tabs leave out the orders.
  const subTabs = editor.getByRole('navigation', { name: 'Products Management sections' });
  await expect(subTabs.getByRole('link')).toHaveText([/Products/, /Categories/]);
  expect((await editor.goto('/admin/submissions/contact'))?.status()).toBe(403);
  await expect(editor.getByText('Access Denied: You are not authorized to view this page.')).toBeVisible();
  expect((await editor.goto('/admin/orders'))?.status()).toBe(403);
  await editor.context().close();

  // No box ticked: no longer staff.
  await row.getByRole('checkbox', { name: 'Editor' }).uncheck();
  await row.getByRole('button', { name: 'Save roles' }).click();
  await expect(saved).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: person.email })).toHaveCount(0);
  expect(
    queryDatabase(
      'select a.user_id from staff_members a join "user" u on u.id = a.user_id where u.email = ?',
      person.email,
    ),
  ).toEqual([]);
});

/**
 * Issue 33, item 1: a stranger signs up first with the address the owner is
 * about to add, with their own password, and gets it confirmed by the invitee's
 * click on the only link in their inbox. Add staff sends an invitation (the
 * address was unconfirmed), the confirmation gives no role, and only the
 * invitation's link gives the roles: whoever opens it chooses the password.
 */
test('[ADMIN][STAFF] roles go only through the invitation link: a stranger who signed up with the address first is refused, the invitee is signed in', async ({
  page,
  browser,
  createAccount,
}) => {
  // Three people, four sign-ins, three mails: over a minute when another browser runs beside it.
  test.setTimeout(120_000);
  const address = `invitee-${Date.now()}@example.in`;
  // Two more people, each from an address of their own (the sign-in limits count per address).
  const person = async (address: string) =>
    (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } })).newPage();
  const stranger = await person(`203.0.113.${(Date.now() % 200) + 1}`);
  await stranger.goto('/signup');
  await stranger.getByLabel('Email').fill(address);
  await stranger.getByLabel('Password', { exact: true }).fill('the-strangers-password');
  await stranger.getByLabel('Confirm password').fill('the-strangers-password');
  await stranger.getByLabel(/I agree to the/).check();
  await stranger.getByRole('button', { name: 'Sign Up' }).click();
  await expect(stranger.getByText(/Account created successfully!/)).toBeVisible();

  const owner = await createAccount({ admin: true });
  await logIn(page, owner, '/admin/staff');
  const add = page.getByRole('region', { name: 'Add staff' });
  await add.getByLabel('E-mail address or mobile number').fill(address);
  await add.getByRole('checkbox', { name: 'Editor' }).check();
  await add.getByRole('button', { name: 'Add staff' }).click();
  // The address was never confirmed: it names nobody yet, so it gets an invitation, not the roles.
  await expect(page.getByTestId('toast').filter({ hasText: `Invitation sent to ${address}.` })).toBeVisible();

  // The stranger asks for a confirmation link by signing in; the invitee clicks it.
  await logIn(stranger, { email: address, password: 'the-strangers-password' });
  await expect(stranger.getByText(/Please verify your email before signing in/)).toBeVisible();
  const invitee = await person(`203.0.114.${(Date.now() % 200) + 1}`);
  await invitee.goto(linkIn(await waitForMail(address, 'Verify your email'), '/api/auth/verify-email'));
  // Confirmed, and the stranger can sign in: but the back office stays shut.
  await logIn(stranger, { email: address, password: 'the-strangers-password' }, '/admin');
  await expect(
    stranger.getByRole('heading', { name: 'Access Denied: You are not authorized to view this page.' }),
  ).toBeVisible();

  // The invitation's link: the invitee chooses the password and is in, as an editor.
  const invitation = await waitForMail(address, 'You are invited to the back office');
  await invitee.goto(linkIn(invitation, '/invitation/'));
  await expect(invitee.getByRole('heading', { name: 'Join the back office' })).toBeVisible();
  await expect(invitee.getByText(`${owner.email} has invited you`)).toContainText('as: Editor');
  expect(await seriousAxeViolations(invitee)).toEqual([]);
  await invitee.getByLabel('Your name').fill('Anima Saikia');
  await invitee.getByLabel('Choose a password (at least 12 characters)').fill('short');
  await invitee.getByLabel('Confirm password').fill('short');
  await invitee.getByLabel(/I agree to the/).check();
  await invitee.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(invitee.getByText('Admin passwords must be at least 12 characters long.')).toBeVisible();
  await invitee.getByLabel('Choose a password (at least 12 characters)').fill('the invitee chose this');
  await invitee.getByLabel('Confirm password').fill('the invitee chose this');
  await invitee.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(invitee).toHaveURL(/\/account\/security\?staff=1$/);
  await expect(invitee.getByText('Welcome to the staff.')).toBeVisible();
  await expect(invitee.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await invitee.goto('/admin');
  await expect(invitee.getByRole('navigation', { name: 'Admin sections' })).toContainText('Blog Management');

  // The stranger's session ended, and their password no longer opens the account.
  await stranger.goto('/admin');
  await expect(stranger).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
  await logIn(stranger, { email: address, password: 'the-strangers-password' });
  await expect(stranger.getByText('Invalid email or password.')).toBeVisible();
  // A used link says so.
  await stranger.goto(linkIn(invitation, '/invitation/'));
  await expect(stranger.getByRole('main').getByRole('alert')).toContainText(
    'This invitation link is not valid any more',
  );
  await stranger.context().close();
  await invitee.context().close();
});
