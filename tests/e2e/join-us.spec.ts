import {
  expect,
  logIn,
  queryDatabase,
  seriousAxeViolations,
  shiftClock,
  slowDownPosts,
  test,
  tookTimeToFill,
  waitForMail,
} from './fixtures';

const URL_INVALID = 'Please enter the address of the site, for example yourfarm.example.in';
const PHONE_INVALID = 'Please enter a 10-digit Indian mobile number (+91 optional)';
const SENT = /^Your emergency request has been submitted successfully! Your reference is (TD-[2-9A-HJKMNP-Z]{5})\.$/;

test('[JOIN] /join-us: CAREERS hero, the application form at #join-us, and the emergencies box', async ({
  page,
  request,
}) => {
  expect((await request.get('/join-us')).headers()['cache-control'] ?? '').toMatch(/s-maxage/);
  await page.goto('/services');
  await page.getByRole('main').getByRole('link', { name: 'Join us' }).click();
  await expect(page).toHaveURL(/\/join-us#join-us$/);
  await expect(page.getByText('CAREERS', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Apply' })).toBeInViewport();
  const emergencies = page.getByRole('region', { name: 'Emergencies' });
  await expect(emergencies.getByRole('link', { name: /^\+91/ })).toHaveCount(2);
  await expect(emergencies.getByRole('link', { name: 'Tenant down' })).toBeVisible();
  // The north-eastern states come first.
  await expect(page.getByLabel('State').locator('optgroup').first()).toHaveAttribute('label', 'North-east');
  await expect(page.getByLabel('State').locator('option').nth(1)).toHaveText('Assam');
  await expect(page.getByRole('contentinfo')).toHaveClass(/footer-light/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('[JOIN] an application with a resume: field errors, "Submitting...", the 24-hour promise, a blank form', async ({
  page,
  createAccount,
}) => {
  const account = await createAccount();
  await logIn(page, account, '/join-us#join-us');
  const form = page.locator('#join-us');
  await tookTimeToFill(page);
  // The account's address arrives after hydration (useViewer): cleared before it, it came back (flaked once).
  await expect(form.getByLabel('Email (optional)')).toHaveValue(account.email);
  await form.getByLabel('Email (optional)').fill('');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Please enter your full name')).toBeVisible();
  await expect(form.getByText('Please enter a 10-digit Indian mobile number (+91 optional)')).toBeVisible();
  await expect(form.getByText('Please choose your state')).toBeVisible();
  await expect(form.getByText('Please enter your district')).toBeVisible();
  await expect(form.getByText('Please enter your area, town or village')).toBeVisible();
  await expect(form.getByLabel('Full name')).toBeFocused();

  const name = `E2E Applicant ${Date.now()}`;
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone').fill('+91 98640 12345');
  await form.getByLabel('State').selectOption('Meghalaya');
  await form.getByLabel('District').fill('East Khasi Hills');
  await form.getByLabel('Area, town or village').fill('Shillong');
  await form
    .getByLabel(/^Resume/)
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a resume') });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Please attach your resume as a PDF or Word document (DOC, DOCX).')).toBeVisible();

  await form.getByLabel(/^Resume/).setInputFiles({
    name: 'Resume Shillong.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
  });
  await slowDownPosts(page, '/join-us');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(form.getByRole('status')).toHaveText(
    'Thank you! Your application has been submitted successfully. We will get in touch with you within 24 hours.',
  );
  await expect(form.getByLabel('Full name')).toHaveValue('');
  const rows = queryDatabase<Record<string, string | null>>(
    'select phone, email, state, district, area, file_name from join_us where full_name = ?',
    name,
  );
  expect(rows).toEqual([
    {
      phone: '+919864012345',
      email: null,
      state: 'Meghalaya',
      district: 'East Khasi Hills',
      area: 'Shillong',
      file_name: 'Resume Shillong.pdf',
    },
  ]);
});

test('[JOIN] a signed-out applicant signs up first and finds the form as they left it', async ({
  page,
  createAccount,
}) => {
  await page.goto('/join-us#join-us');
  const form = page.locator('#join-us');
  await form.getByLabel('Full name').fill('Pranjal Bora');
  await form.getByLabel('Phone').fill('9435012345');
  await form.getByLabel('State').selectOption('Assam');
  await form.getByLabel('District').fill('Jorhat');
  await form.getByLabel('Area, town or village').fill('Titabar');
  await tookTimeToFill(page);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/signup\?redirectTo=%2Fjoin-us%23join-us$/);
  await logIn(page, await createAccount(), '/join-us#join-us');
  await expect(form.getByLabel('Full name')).toHaveValue('Pranjal Bora');
  await expect(form.getByLabel('State')).toHaveValue('Assam');
  await expect(form.getByLabel('Area, town or village')).toHaveValue('Titabar');
});

test('[JOIN][TENANT] anyone reports a tenant down; the modal closes 2 seconds after the success message', async ({
  page,
}) => {
  await page.goto('/join-us');
  const trigger = page.getByRole('link', { name: 'Tenant down' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Report a tenant down' });
  await expect(dialog).toBeVisible();
  await tookTimeToFill(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter your name')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText(PHONE_INVALID)).toBeVisible();
  await expect(dialog.getByText(URL_INVALID)).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill('Rina Das');
  await dialog.getByLabel('Email').fill('rina@example.in');
  await dialog.getByLabel('Phone').fill('98640 12345');
  await dialog.getByLabel('Tenant URL').fill('rinafarm');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(URL_INVALID)).toBeVisible();
  await expect(dialog.getByText('Please enter your name')).toHaveCount(0);
  await expect(dialog.getByText(PHONE_INVALID)).toHaveCount(0);
  const url = `https://e2e-${Date.now()}.example.in`;
  await dialog.getByLabel('Tenant URL').fill(url);
  await dialog.getByLabel('More information (optional)').fill('Dashboard shows 502 since 6 am');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await slowDownPosts(page, '/join-us', 800);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(dialog.getByRole('status')).toHaveText(SENT);
  const message = (await dialog.getByRole('status').textContent()) ?? '';
  const shownAt = Date.now();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1500);
  await expect(trigger).toBeFocused();
  // The reference stays on the page after the modal has gone.
  await expect(page.getByTestId('tenant-down-sent')).toHaveText(message);
  const reference = SENT.exec(message)?.[1];
  expect(
    queryDatabase('select name, email, phone, reference from tenant_down_submissions where tenant_url = ?', url),
  ).toEqual([{ name: 'Rina Das', email: 'rina@example.in', phone: '+919864012345', reference }]);
});

test('[JOIN][TENANT] a bare domain gets https://, and the reporter is e-mailed the reference and the emergency numbers', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `reporter-${stamp}@example.in`;
  await page.goto('/join-us');
  await page.getByRole('link', { name: 'Tenant down' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a tenant down' });
  await dialog.getByLabel('Name').fill('Bikash Gogoi');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+91 94350-12345');
  await dialog.getByLabel('Tenant URL').fill(`www.e2e-bare-${stamp}.example.in/ponds`);
  await tookTimeToFill(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('status')).toHaveText(SENT);
  const reference = SENT.exec((await dialog.getByRole('status').textContent()) ?? '')?.[1] ?? '';

  expect(
    queryDatabase('select tenant_url, phone, status from tenant_down_submissions where reference = ?', reference),
  ).toEqual([{ tenant_url: `https://www.e2e-bare-${stamp}.example.in/ponds`, phone: '+919435012345', status: 'new' }]);
  const mail = await waitForMail(email, `Emergency report received: ${reference}`);
  expect(mail).toContain(`Reference: ${reference}`);
  expect(mail).not.toContain(`e2e-bare-${stamp}.example.in`);
  const [settings] = queryDatabase<{ value: string }>("select value from site_settings where key = 'company'");
  const { emergencyContacts } = JSON.parse(settings?.value ?? '{}') as {
    emergencyContacts: { label: string; number: string }[];
  };
  expect(emergencyContacts.length).toBeGreaterThan(0);
  for (const contact of emergencyContacts) {
    expect(mail).toContain(`${contact.label}: +91 ${contact.number.slice(3, 8)} ${contact.number.slice(8)}`);
  }
  // The staff hear of it too (ADMIN_NOTIFY_EMAIL in the test server), with the reference. (A long subject is
  // folded over two header lines, so the message is found by its start and its body.)
  await expect
    .poll(async () => (await waitForMail('office@example.in', 'EMERGENCY: tenant down')).includes(reference))
    .toBe(true);
});

test('[JOIN][TENANT] a phone whose clock runs 10 minutes ahead reports a tenant down like any other', async ({
  page,
}) => {
  await shiftClock(page, 600_000);
  await page.goto('/join-us');
  await page.getByRole('link', { name: 'Tenant down' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a tenant down' });
  const name = `Clock Ahead ${Date.now()}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill('clock-ahead@example.in');
  await dialog.getByLabel('Phone').fill('9864012345');
  await dialog.getByLabel('Tenant URL').fill('clockfarm.example.in');
  await expect(dialog.locator('input[name="startedAt"]')).toBeAttached();
  // A person takes more than three seconds; the test waits as long, for real, and forges nothing.
  await page.waitForTimeout(3500);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('status')).toHaveText(SENT);
  expect(queryDatabase('select id from tenant_down_submissions where name = ?', name)).toHaveLength(1);
});

test('[JOIN][TENANT] a dropped connection keeps the report as typed and says so', async ({ page }) => {
  await page.goto('/join-us');
  await page.getByRole('link', { name: 'Tenant down' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a tenant down' });
  await dialog.getByLabel('Name').fill('Rina Das');
  await dialog.getByLabel('Email').fill('rina@example.in');
  await dialog.getByLabel('Phone').fill('9864012345');
  await dialog.getByLabel('Tenant URL').fill('https://rinafarm.example.in');
  await page.route('**/join-us', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await tookTimeToFill(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('An unexpected error occurred.');
  await expect(dialog.getByLabel('Tenant URL')).toHaveValue('https://rinafarm.example.in');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[JOIN][TENANT] the Tenant down link opens the form on its own page, which works', async ({ page }) => {
    await page.goto('/join-us');
    await page.getByRole('link', { name: 'Tenant down' }).click();
    await expect(page).toHaveURL(/\/join-us\/tenant-down$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Report a tenant down' })).toBeVisible();
    const domain = `e2e-noscript-${Date.now()}.example.in`;
    await page.getByLabel('Name').fill('Rina Das');
    await page.getByLabel('Email').fill('rina@example.in');
    await page.getByLabel('Phone').fill('9864012345');
    await page.getByLabel('Tenant URL').fill(domain);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(SENT);
    const reference = SENT.exec((await page.getByRole('main').getByRole('status').textContent()) ?? '')?.[1];
    expect(
      queryDatabase(
        'select name, phone, reference from tenant_down_submissions where tenant_url = ?',
        `https://${domain}`,
      ),
    ).toEqual([{ name: 'Rina Das', phone: '+919864012345', reference }]);
  });
});
