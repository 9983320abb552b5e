import { expect, logIn, queryDatabase, test, tookTimeToFill, writeDatabase } from './fixtures';

const pdf = { name: 'pond report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

test('[ADMIN][SUBMISSIONS] a question with a file reaches the contact tab: download, CSV, delete', async ({
  browser,
  page,
  createAccount,
}) => {
  // A farmer sends a question with an attachment.
  await logIn(page, await createAccount(), '/contact');
  const form = page.locator('#general-queries');
  const question = `E2E admin tab ${Date.now()}`;
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Email').fill('farmer@example.in');
  await form.getByLabel('Description').fill('=1+1, "quoted", অসম');
  await form.getByLabel(/^Attachment/).setInputFiles(pdf);
  await tookTimeToFill(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('sent successfully');
  const [stored] = queryDatabase<{ id: number; file_url: string }>(
    'select id, file_url from contact_us where question = ?',
    question,
  );
  const { id, file_url: fileUrl } = stored ?? { id: 0, file_url: '' };

  // The office opens /admin: the contact tab is the default.
  const office = await browser.newContext();
  const admin = await office.newPage();
  await logIn(admin, await createAccount({ admin: true }), '/admin');
  await expect(admin.getByRole('heading', { name: 'Contact Us Submissions', level: 2 })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Contact Us Submissions' })).toHaveAttribute('aria-current', 'page');
  await admin.getByLabel('Search submissions').fill(question);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin).toHaveURL(/\/admin\/submissions\/contact\?q=/);
  const row = admin.getByTestId('submission-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('farmer@example.in');
  await expect(row.getByRole('link', { name: 'Download pond report.pdf' })).toHaveAttribute('href', fileUrl);
  expect((await admin.request.get(fileUrl)).status()).toBe(200);

  // CSV of what the search shows: BOM, header, the row, the formula defused.
  const csvLink = admin.getByRole('link', { name: 'Download CSV' });
  const csv = await admin.request.get((await csvLink.getAttribute('href')) ?? '');
  expect(csv.headers()['content-disposition']).toBe('attachment; filename="contact_submissions.csv"');
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.body());
  expect(
    text.startsWith('\uFEFFid,created_at,status,question,email,description,file_name,file_url,account_email\r\n'),
  ).toBe(true);
  expect(text).toContain(`${id},`);
  expect(text).toContain(`"'=1+1, ""quoted"", অসম"`);

  // Delete asks first; then the row and its file are gone.
  admin.once('dialog', (dialog) => void dialog.dismiss());
  await row.getByRole('button', { name: `Delete submission ${id}` }).click();
  await expect(row).toHaveCount(1);
  admin.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Delete submission ${id}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Submission deleted.' })).toBeVisible();
  await expect(admin).toHaveURL(/q=/);
  await expect(admin.getByText('Nothing matches your search.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  expect(queryDatabase('select id from contact_us where id = ?', id)).toEqual([]);
  expect((await admin.request.get(fileUrl)).status()).toBe(404);
  await office.close();
});

test('[ADMIN][SUBMISSIONS] visitors and plain users get neither the tabs nor the CSV', async ({
  page,
  createAccount,
}) => {
  await page.goto('/admin/submissions/join');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  expect((await page.request.get('/admin/export/join')).status()).toBe(401);

  await logIn(page, await createAccount(), '/about');
  await expect(page).toHaveURL(/\/about$/);
  await page.goto('/admin/submissions/contact');
  await expect(page.getByText('Access Denied: You are not authorized to view this page.')).toBeVisible();
  await expect(page.getByTestId('submission-row')).toHaveCount(0);
  expect((await page.request.get('/admin/export/contact')).status()).toBe(403);
  expect((await page.request.get('/admin/export/tenant')).status()).toBe(403);
});

test('[ADMIN][SUBMISSIONS] the office marks a report handled, filters by status, exports it, and sets it back to new', async ({
  page,
  createAccount,
}) => {
  const stamp = `${Date.now()}${process.pid % 1000}`;
  const url = `https://e2e-status-${stamp}.example.in`;
  const id = writeDatabase(
    "insert into tenant_down_submissions (reference, name, email, phone, tenant_url, description) values (?, 'E2E Status', 'status@example.in', '+919864012345', ?, 'Sensors offline')",
    `TD-S${stamp}`,
    url,
  );
  const admin = await createAccount({ admin: true });
  await logIn(page, admin, `/admin/submissions/tenant?q=${encodeURIComponent(url)}`);
  const row = page.getByTestId('submission-row');
  await expect(row).toHaveCount(1);
  const statusCell = row.getByRole('cell').nth(2);
  await expect(statusCell).toHaveText('New');
  await expect(row.getByRole('button', { name: `Mark new: submission ${id}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Mark handled: submission ${id}` }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `Status of submission ${id}: Handled.` })).toBeVisible();
  await expect(statusCell).toHaveText('Handled');
  await expect(page).toHaveURL(/\/admin\/submissions\/tenant\?q=/);
  expect(queryDatabase('select status from tenant_down_submissions where id = ?', id)).toEqual([{ status: 'handled' }]);
  const audit = queryDatabase<{ actor_email: string; action: string; before: string; after: string }>(
    "select actor_email, action, before, after from audit_log where entity = 'tenant_down_submissions' and entity_id = ?",
    String(id),
  );
  expect(audit).toEqual([
    { actor_email: admin.email, action: 'update', before: '{"status":"new"}', after: '{"status":"handled"}' },
  ]);

  // The status filter: Handled shows it (and the CSV holds what the list shows), New does not.
  await page.getByLabel('Status').selectOption('handled');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=handled/);
  await expect(row).toHaveCount(1);
  const csvLink = page.getByRole('link', { name: 'Download CSV' });
  await expect(csvLink).toHaveAttribute('href', /status=handled/);
  const csv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.body());
  expect(text).toContain(`\r\n${id},`);
  expect(text.split('\r\n')[0]).toBe('\uFEFFid,created_at,status,reference,name,email,phone,tenant_url,description');
  expect(text).toContain(`,handled,TD-S${stamp},E2E Status,`);
  await page.getByLabel('Status').selectOption('new');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();

  // A mis-click is undone: back to new, from the Handled list (where it then no longer belongs).
  await page.goto(`/admin/submissions/tenant?status=handled&q=${encodeURIComponent(url)}`);
  await row.getByRole('button', { name: `Mark new: submission ${id}` }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `Status of submission ${id}: New.` })).toBeVisible();
  await expect(page).toHaveURL(/status=handled/);
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();
  expect(queryDatabase('select status from tenant_down_submissions where id = ?', id)).toEqual([{ status: 'new' }]);
  // The dashboard's "new" card leads to the new ones.
  await expect(
    page.getByRole('region', { name: 'At a glance' }).getByRole('link', { name: /New tenant down reports/ }),
  ).toHaveAttribute('href', '/admin/submissions/tenant?status=new');
});
