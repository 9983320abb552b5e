import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  insertOrder,
  logIn,
  queryDatabase,
  seriousAxeViolations,
  test,
  tookTimeToFill,
  writeDatabase,
} from './fixtures';

/**
 * The back office's lists: what each tab shows, its search and filters, the CSV
 * exports, the audit trail, the dashboard strip, who may open them, and how
 * they read on a phone. Tests share one database with demo content and other
 * specs, so each makes its own uniquely named rows and looks only at those.
 */

let made = 0;
/** A stamp no other test (or worker) uses. */
function unique(): string {
  made += 1;
  return `${Date.now()}${process.pid % 1000}${made}`;
}

/** Clicks a download link; the browser's suggested file name and the bytes it saved. */
async function download(page: Page, link: Locator): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), body: readFileSync(await file.path()) };
}

/** The texts of one column of a list, top to bottom. */
const column = (page: Page, testId: string, index: number) =>
  page.locator(`[data-testid="${testId}"] > td:nth-child(${index})`);

const idOf = (table: string, where: string, ...params: unknown[]) =>
  queryDatabase<{ id: number }>(`select id from ${table} where ${where}`, ...params)[0]?.id ?? 0;

const BOM = [0xef, 0xbb, 0xbf];

test('[ADMIN][JOIN] an application with a resume: every field in the Join Us tab, the resume download, the CSV, delete', async ({
  browser,
  page,
  baseURL,
  createAccount,
}) => {
  // A signed-in applicant sends the public form with a resume.
  const applicant = await createAccount();
  await logIn(page, applicant, '/join-us#join-us');
  await expect(page).toHaveURL(/\/join-us#join-us$/);
  const form = page.locator('#join-us');
  const name = `E2E Joiner ${unique()}`;
  const resume = { name: 'CV Guwahati.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') };
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone').fill('98640 12345');
  await form.getByLabel('Email (optional)').fill('joiner@example.in');
  await form.getByLabel('State').selectOption('Assam');
  await form.getByLabel('District').fill('=SUM(1,2)');
  await form.getByLabel('Area, town or village').fill('Ward 3, "Lakhtokia"');
  await form.getByLabel(/^Resume/).setInputFiles(resume);
  await tookTimeToFill(page);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByRole('status')).toContainText('Your application has been submitted successfully');
  const [stored] = queryDatabase<{ id: number; created_at: string; file_url: string }>(
    'select id, created_at, file_url from join_us where full_name = ?',
    name,
  );
  const id = stored?.id ?? 0;
  const fileUrl = stored?.file_url ?? '';
  const createdAt = new Date(stored?.created_at ?? 0).toISOString();
  expect(fileUrl).toMatch(/^\/api\/files\/private\/[0-9a-f-]{36}\.pdf$/);

  // The office finds it with every stored field.
  const office = await browser.newContext();
  const admin = await office.newPage();
  await logIn(admin, await createAccount({ admin: true }), '/admin/submissions/join');
  await expect(admin.getByRole('heading', { name: 'Join Us Submissions', level: 2 })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Join Us Submissions' })).toHaveAttribute('aria-current', 'page');
  await admin.getByLabel('Search submissions').fill(name);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin).toHaveURL(/\/admin\/submissions\/join\?q=/);
  await expect(admin.getByText('1 matching')).toBeVisible();
  const row = admin.getByTestId('submission-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    String(id),
    /\d{4}/,
    'New',
    name,
    '+919864012345',
    'joiner@example.in',
    'Assam',
    '=SUM(1,2)',
    'Ward 3, "Lakhtokia"',
    'Download',
    applicant.email,
    // The staff's notice and the applicant's receipt.
    /^Messages \(2\)/,
    'Mark handledMark repliedDelete',
  ]);
  await expect(row.locator('time').first()).toHaveAttribute('datetime', createdAt);
  await expect(row.getByRole('link', { name: '+919864012345' })).toHaveAttribute('href', 'tel:+919864012345');
  await expect(row.getByRole('link', { name: 'joiner@example.in' })).toHaveAttribute(
    'href',
    'mailto:joiner@example.in',
  );

  // The resume comes down as an attachment, byte for byte.
  const resumeLink = row.getByRole('link', { name: 'Download CV Guwahati.pdf' });
  await expect(resumeLink).toHaveAttribute('href', fileUrl);
  const saved = await download(admin, resumeLink);
  expect(saved.body.equals(resume.buffer)).toBe(true);
  expect(saved.name).toBe(fileUrl.split('/').pop());
  const served = await admin.request.get(fileUrl);
  expect(served.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(served.headers()['content-type']).toBe('application/pdf');

  // The CSV of the search: BOM, header, the one row with RFC 4180 quoting and formulas defused.
  const csv = await download(admin, admin.getByRole('link', { name: 'Download CSV' }));
  expect(csv.name).toBe('join_submissions.csv');
  expect([...csv.body.subarray(0, 3)]).toEqual(BOM);
  expect(csv.body.toString('utf8')).toBe(
    '\uFEFFid,created_at,status,full_name,phone,email,state,district,area,file_name,file_url,account_email\r\n' +
      `${id},${createdAt},new,${name},'+919864012345,joiner@example.in,Assam,"'=SUM(1,2)","Ward 3, ""Lakhtokia""",CV Guwahati.pdf,${baseURL}${fileUrl},${applicant.email}\r\n`,
  );

  // Delete asks first: dismissing keeps the row; accepting removes it and its file.
  let question = '';
  admin.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await row.getByRole('button', { name: `Delete submission ${id}` }).click();
  await expect.poll(() => question).toBe(`Delete submission ${id}? This cannot be undone.`);
  await expect(row).toHaveCount(1);
  expect(queryDatabase('select id from join_us where id = ?', id)).toHaveLength(1);
  admin.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Delete submission ${id}` }).click();
  const notifications = admin.getByRole('region', { name: 'Notifications' });
  await expect(
    notifications.getByRole('status').getByTestId('toast').filter({ hasText: 'Submission deleted.' }),
  ).toBeVisible();
  await expect(admin.getByText('Nothing matches your search.')).toBeVisible();
  expect(queryDatabase('select id from join_us where id = ?', id)).toEqual([]);
  expect((await admin.request.get(fileUrl)).status()).toBe(404);
  await office.close();
});

test('[ADMIN][TENANT] a visitor reports a tenant down; the Tenant Down Reports tab and its CSV hold the report', async ({
  browser,
  page,
  createAccount,
}) => {
  await page.goto('/join-us');
  await page.getByRole('link', { name: 'Tenant down' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a tenant down' });
  const url = `https://e2e-lists-${unique()}.example.in`;
  const details = 'Shows "502", since 6 am';
  await dialog.getByLabel('Name').fill('E2E Rina Das');
  await dialog.getByLabel('Email').fill('Rina@Example.in');
  await dialog.getByLabel('Phone').fill('94350 12345');
  await dialog.getByLabel('Tenant URL').fill(url);
  await dialog.getByLabel('More information (optional)').fill(details);
  await tookTimeToFill(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    /^Your emergency request has been submitted successfully! Your reference is TD-[A-Z0-9]{5}\.$/,
  );
  const [stored] = queryDatabase<{ id: number; created_at: string; reference: string }>(
    'select id, created_at, reference from tenant_down_submissions where tenant_url = ?',
    url,
  );
  const id = stored?.id ?? 0;
  const reference = stored?.reference ?? '';
  const createdAt = new Date(stored?.created_at ?? 0).toISOString();

  const office = await browser.newContext();
  const admin = await office.newPage();
  await logIn(admin, await createAccount({ admin: true }), '/admin/submissions/tenant');
  await expect(admin.getByRole('heading', { name: 'Tenant Down Reports', level: 2 })).toBeVisible();
  await admin.getByLabel('Search submissions').fill(url);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByTestId('submission-row');
  await expect(row).toHaveCount(1);
  // Anonymous reports: no file and no account columns.
  await expect(row.getByRole('cell')).toHaveText([
    String(id),
    /\d{4}/,
    'New',
    reference,
    'E2E Rina Das',
    'rina@example.in',
    '+919435012345',
    url,
    details,
    // The staff's notice, the reporter's e-mail receipt and SMS.
    /^Messages \(3\)/,
    'Mark handledMark repliedDelete',
  ]);
  await expect(admin.getByRole('columnheader')).toHaveText([
    'ID',
    'Date',
    'Status',
    'Reference',
    'Name',
    'Email',
    'Phone',
    'Tenant URL',
    'Description',
    'Messages',
    'Actions',
  ]);
  await expect(row.getByRole('link', { name: '+919435012345' })).toHaveAttribute('href', 'tel:+919435012345');

  const csv = await download(admin, admin.getByRole('link', { name: 'Download CSV' }));
  expect(csv.name).toBe('tenant_submissions.csv');
  expect([...csv.body.subarray(0, 3)]).toEqual(BOM);
  expect(csv.body.toString('utf8')).toBe(
    '\uFEFFid,created_at,status,reference,name,email,phone,tenant_url,description\r\n' +
      `${id},${createdAt},new,${reference},E2E Rina Das,rina@example.in,'+919435012345,${url},"Shows ""502"", since 6 am"\r\n`,
  );
  await office.close();
});

test('[ADMIN][PRODUCTS] search, parent and sub-category filters, the Filtered Products card, and "No products found."', async ({
  page,
  createAccount,
}) => {
  const stamp = unique();
  const parent = (name: string) => idOf('categories', 'name = ?', name);
  const aquabase = parent('Aquabase');
  const aquamart = parent('Aquamart');
  const sub = (name: string, categoryId: number) =>
    writeDatabase(
      'insert into sub_categories (name, slug, category_id) values (?, ?, ?)',
      name,
      `e2e-${name.toLowerCase().replace(/\W+/g, '-')}`,
      categoryId,
    );
  const pumps = sub(`E2E Pumps ${stamp}`, aquabase);
  sub(`E2E Valves ${stamp}`, aquabase);
  const nets = sub(`E2E Nets ${stamp}`, aquamart);
  const product = (name: string, subCategoryId: number) =>
    writeDatabase(
      'insert into products (name, slug, price_paise, sub_category_id) values (?, ?, 150000, ?)',
      name,
      `e2e-${name.toLowerCase().replace(/\W+/g, '-')}`,
      subCategoryId,
    );
  const search = `E2E Lister ${stamp}`;
  product(`${search} Pump`, pumps);
  product(`${search} Valve`, idOf('sub_categories', 'name = ?', `E2E Valves ${stamp}`));
  product(`${search} Net`, nets);

  await logIn(page, await createAccount({ admin: true }), '/admin/products');
  const cards = page.getByRole('list', { name: 'Product figures' });
  const filteredCard = cards.getByRole('listitem').filter({ hasText: 'Filtered Products' });
  const totalCard = cards.getByRole('listitem').filter({ hasText: 'Total Products' });
  const numberIn = async (card: Locator) => Number((await card.locator('span').textContent())?.replace(/,/g, ''));
  // Unfiltered, the two cards agree.
  await expect(filteredCard).toBeVisible();
  expect(await numberIn(filteredCard)).toBe(await numberIn(totalCard));
  expect(await numberIn(totalCard)).toBeGreaterThanOrEqual(3);

  const names = column(page, 'product-row', 1);
  const subFilter = page.getByLabel('Sub-category');

  // The search.
  await page.getByLabel('Search products').fill(search);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\?q=E2E\+Lister/);
  await expect(names).toHaveText([`${search} Net`, `${search} Valve`, `${search} Pump`]);
  await expect(filteredCard.locator('span')).toHaveText('3');
  await expect(
    page
      .getByTestId('product-row')
      .filter({ hasText: `${search} Net` })
      .getByRole('cell'),
  ).toHaveText([
    `${search} Net`,
    /^\d+$/,
    'Aquamart',
    `E2E Nets ${stamp}`,
    '₹1,500.00',
    // Made straight in the database, with no tax details: the list says it cannot be billed.
    'No tax details: cannot be billed',
    /Edit.*Delete/,
  ]);

  // The parent category: its products, and the sub-category choices narrow to its own.
  await page.getByLabel('Parent category').selectOption({ label: 'Aquabase' });
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`category=${aquabase}(&|$)`));
  await expect(names).toHaveText([`${search} Valve`, `${search} Pump`]);
  await expect(filteredCard.locator('span')).toHaveText('2');
  await expect(page.getByLabel('Parent category')).toHaveValue(String(aquabase));
  await expect(subFilter).toBeEnabled();
  const subChoices = await subFilter.locator('option').allTextContents();
  expect(subChoices[0]).toBe('All sub-categories');
  expect(subChoices).toEqual(
    expect.arrayContaining([`E2E Pumps ${stamp}`, `E2E Valves ${stamp}`, 'RAS Equipment', 'Testing Kits']),
  );
  expect(subChoices).not.toContain(`E2E Nets ${stamp}`);
  expect(subChoices).not.toContain('Fish Seed');
  // None of them belongs to another parent only (other tests may add or rename sub-categories meanwhile).
  const elsewhere = queryDatabase<{ name: string }>(
    'select name from sub_categories where category_id != ? and name not in (select name from sub_categories where category_id = ?)',
    aquabase,
    aquabase,
  ).map((row) => row.name);
  expect(elsewhere).toContain(`E2E Nets ${stamp}`);
  expect(subChoices.filter((choice) => elsewhere.includes(choice))).toEqual([]);

  // The sub-category.
  await subFilter.selectOption({ label: `E2E Pumps ${stamp}` });
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`sub=${pumps}(&|$)`));
  await expect(names).toHaveText([`${search} Pump`]);
  await expect(filteredCard.locator('span')).toHaveText('1');

  // The other parent.
  await page.getByLabel('Parent category').selectOption({ label: 'Aquamart' });
  await subFilter.selectOption('');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(names).toHaveText([`${search} Net`]);
  await expect(subFilter.locator('option', { hasText: `E2E Nets ${stamp}` })).toHaveCount(1);
  await expect(subFilter.locator('option', { hasText: `E2E Pumps ${stamp}` })).toHaveCount(0);

  // A search that matches nothing.
  await page.goto(`/admin/products?q=${encodeURIComponent(`zz-no-such-product-${stamp}`)}`);
  await expect(page.getByText('No products found.')).toBeVisible();
  await expect(page.getByTestId('product-row')).toHaveCount(0);
  await expect(filteredCard.locator('span')).toHaveText('0');
  await expect(page.getByRole('link', { name: 'Clear' })).toHaveAttribute('href', '/admin/products');

  // A parent without any sub-category: nothing to choose, so the sub-category filter is disabled.
  const empty = writeDatabase(
    'insert into categories (name, slug, position) values (?, ?, 999)',
    `E2E Empty Parent ${stamp}`,
    `e2e-empty-parent-${stamp}`,
  );
  try {
    await page.goto(`/admin/products?category=${empty}`);
    await expect(page.getByLabel('Parent category')).toHaveValue(String(empty));
    await expect(subFilter).toBeDisabled();
    await expect(subFilter.locator('option')).toHaveText(['All sub-categories']);
    await expect(page.getByText('No products found.')).toBeVisible();
  } finally {
    writeDatabase('delete from categories where id = ?', empty);
  }
});

test('[ADMIN][ORDERS] search by product, status and category filters, the details links, and select every pending order', async ({
  page,
  createAccount,
}) => {
  const stamp = unique();
  const aquabase = idOf('categories', 'name = ?', 'Aquabase');
  const aquamart = idOf('categories', 'name = ?', 'Aquamart');
  const gateSub = writeDatabase(
    'insert into sub_categories (name, slug, category_id) values (?, ?, ?)',
    `E2E Sluices ${stamp}`,
    `e2e-sluices-${stamp}`,
    aquabase,
  );
  const netSub = writeDatabase(
    'insert into sub_categories (name, slug, category_id) values (?, ?, ?)',
    `E2E Cast Nets ${stamp}`,
    `e2e-cast-nets-${stamp}`,
    aquamart,
  );
  const search = `E2E Sluice ${stamp}`;
  const product = (name: string, subCategoryId: number) => ({
    name,
    id: writeDatabase(
      'insert into products (name, slug, price_paise, sub_category_id) values (?, ?, 90000, ?)',
      name,
      `e2e-${name.toLowerCase().replace(/\W+/g, '-')}`,
      subCategoryId,
    ),
  });
  const gate = product(`${search} Gate`, gateSub);
  const net = product(`${search} Net`, netSub);
  let count = 0;
  const order = (item: { id: number; name: string }, status: string, phone: string, email: string) => {
    count += 1;
    const reference = `AQ-L${stamp.slice(-7)}${count}`;
    insertOrder({
      reference,
      productId: item.id,
      productName: item.name,
      unitPricePaise: 90_000,
      quantity: 2,
      name: 'E2E Lister Customer',
      phone,
      email,
      address: 'Boko, Kamrup',
      status,
    });
    return reference;
  };
  const pendingGate = order(gate, 'pending', '+919435000001', 'gate-buyer@example.in');
  const confirmedGate = order(gate, 'done', '+919435000002', 'confirmed@example.in');
  const rejectedGate = order(gate, 'rejected', '+919435000003', 'rejected@example.in');
  const pendingNet = order(net, 'pending', '+919435000004', 'net-buyer@example.in');

  await logIn(page, await createAccount({ admin: true }), '/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
  const references = column(page, 'order-row', 2);
  const filter = async (status: string, category: string) => {
    await page.getByLabel('Status').selectOption({ label: status });
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: category });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
  };

  // Search by the product's name: newest first, each with its status.
  await page.getByLabel('Search by customer name, email or product').fill(search);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?q=E2E\+Sluice/);
  await expect(references).toHaveText([pendingNet, rejectedGate, confirmedGate, pendingGate]);
  await expect(column(page, 'order-row', 8)).toHaveText(['Pending', 'Rejected', 'Confirmed', 'Pending']);
  await expect(column(page, 'order-row', 5)).toHaveText(['Aquamart', 'Aquabase', 'Aquabase', 'Aquabase']);
  await expect(page.getByText('4 orders')).toBeVisible();

  // Status filter.
  await filter('Pending', 'All categories');
  await expect(page).toHaveURL(/status=pending/);
  await expect(references).toHaveText([pendingNet, pendingGate]);
  await filter('Confirmed', 'All categories');
  await expect(page).toHaveURL(/status=done/);
  await expect(references).toHaveText([confirmedGate]);
  await filter('Rejected', 'All categories');
  await expect(references).toHaveText([rejectedGate]);

  // Category filter (parent of the ordered product), alone and with a status.
  await filter('All statuses', 'Aquabase');
  await expect(page).toHaveURL(new RegExp(`category=${aquabase}(&|$)`));
  await expect(references).toHaveText([rejectedGate, confirmedGate, pendingGate]);
  await filter('All statuses', 'Aquamart');
  await expect(references).toHaveText([pendingNet]);
  await filter('Pending', 'Aquabase');
  await expect(references).toHaveText([pendingGate]);
  await filter('Confirmed', 'Aquamart');
  await expect(page.getByText('No orders found.')).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(0);

  // The header checkbox ticks every pending row of the page, and clears them again.
  await page.goto(`/admin/orders?q=${encodeURIComponent(search)}`);
  await expect(references).toHaveCount(4);
  const rowBoxes = page.getByTestId('order-row').getByRole('checkbox');
  await expect(rowBoxes).toHaveCount(2);
  const pendingBoxes = [pendingNet, pendingGate].map((reference) =>
    page.getByRole('checkbox', { name: `Select order ${reference}` }),
  );
  for (const box of pendingBoxes) await expect(box).not.toBeChecked();
  const selectAll = page.getByRole('checkbox', { name: 'Select every pending order on this page' });
  await selectAll.check();
  for (const box of pendingBoxes) await expect(box).toBeChecked();
  await selectAll.uncheck();
  for (const box of pendingBoxes) await expect(box).not.toBeChecked();

  // Order Details: the customer's e-mail and phone are links.
  await page.getByRole('link', { name: `View details of order ${pendingGate}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText(pendingGate);
  await expect(details).toContainText(`Aquabase › E2E Sluices ${stamp}`);
  await expect(details.getByRole('link', { name: 'gate-buyer@example.in' })).toHaveAttribute(
    'href',
    'mailto:gate-buyer@example.in',
  );
  await expect(details.getByRole('link', { name: '+919435000001' })).toHaveAttribute('href', 'tel:+919435000001');
});

test('[ADMIN][BLOG] search by author, status and category filters, "Uncategorized", the excerpt cut at 100 and "+N" tags', async ({
  page,
  createAccount,
}) => {
  const stamp = unique();
  const author = `E2E Author ${stamp}`;
  const excerpt =
    'Carp ponds in Nagaon need lime after the rains: test the pH first, then spread the lime evenly along the bunds and wait a week.';
  expect(excerpt.length).toBeGreaterThan(100);

  // A published post through the editor (so the public blog is refreshed), a draft without a category in the database.
  await logIn(page, await createAccount({ admin: true }), '/admin/add-blog');
  const published = `E2E Listed post ${stamp}`;
  await page.getByLabel('Title', { exact: true }).fill(published);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Fish Farming' });
  await page.getByLabel('Excerpt', { exact: true }).fill(excerpt);
  // The formatted editor replaces the textarea once its script has loaded: type into the editor.
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Lime the pond after the monsoon.');
  await page.getByLabel('Tags (separated by commas)').fill('pond, feed, winter, lime');
  await page.getByLabel('Author').fill(author);
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog post created.' })).toBeVisible();
  const draft = `E2E Draft post ${stamp}`;
  writeDatabase(
    `insert into blogs (title, slug, content, excerpt, author, status, tags, category_id)
     values (?, ?, '<p>Not ready yet.</p>', 'Short draft note.', ?, 'draft', '["solo"]', null)`,
    draft,
    `e2e-draft-post-${stamp}`,
    author,
  );

  await page.goto('/admin/blog');
  await page.getByLabel('Search by title, excerpt or author').fill(author);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog\?q=E2E\+Author/);
  const titles = column(page, 'post-row', 2);
  await expect(titles).toHaveText([draft, published]);
  const publishedRow = page.getByTestId('post-row').filter({ hasText: published });
  const cells = publishedRow.getByRole('cell');
  await expect(cells.nth(2)).toHaveText(`${excerpt.slice(0, 100)}...`);
  const tags = cells.nth(3);
  await expect(tags.getByText('pond', { exact: true })).toBeVisible();
  await expect(tags.getByText('feed', { exact: true })).toBeVisible();
  await expect(tags.getByText('+2', { exact: true })).toBeVisible();
  await expect(tags).not.toContainText('winter');
  await expect(tags).not.toContainText('lime');
  await expect(cells.nth(4)).toHaveText('Fish Farming');
  await expect(cells.nth(5)).toHaveText(author);
  await expect(cells.nth(6)).toHaveText('Published');
  const draftCells = page.getByTestId('post-row').filter({ hasText: draft }).getByRole('cell');
  await expect(draftCells.nth(2)).toHaveText('Short draft note.');
  await expect(draftCells.nth(3)).toHaveText('solo');
  await expect(draftCells.nth(4)).toHaveText('Uncategorized');
  await expect(draftCells.nth(6)).toHaveText('Draft');

  // Status: the draft under Draft only, the published post under Published only.
  await page.getByLabel('Status').selectOption({ label: 'Draft' });
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(titles).toHaveText([draft]);
  await page.getByLabel('Status').selectOption({ label: 'Published' });
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/status=published/);
  await expect(titles).toHaveText([published]);

  // Category.
  await page.getByLabel('Status').selectOption({ label: 'All statuses' });
  await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Fish Farming' });
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(titles).toHaveText([published]);
  await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Water Quality' });
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('No blog posts found.')).toBeVisible();

  // Tidy up through the screen, which refreshes the public blog.
  await page.goto(`/admin/blog?q=${encodeURIComponent(author)}`);
  for (const title of [published, draft]) {
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(page.getByTestId('post-row').filter({ hasText: title })).toHaveCount(0);
  }
  expect(queryDatabase('select id from blogs where author = ?', author)).toEqual([]);
});

test('[ADMIN][AUDIT] deleting a tenant report writes exactly one line, found by record, action and admin e-mail', async ({
  page,
  createAccount,
}) => {
  const url = `https://e2e-audit-${unique()}.example.in`;
  const reference = `TD-A${unique()}`;
  const id = writeDatabase(
    "insert into tenant_down_submissions (reference, name, email, phone, tenant_url, description) values (?, 'E2E Audit', 'audit@example.in', '+919864012345', ?, 'Down')",
    reference,
    url,
  );
  const admin = await createAccount({ admin: true });
  await logIn(page, admin, `/admin/submissions/tenant?q=${encodeURIComponent(url)}`);
  await expect(page.getByTestId('submission-row')).toHaveCount(1);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete submission ${id}` }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Submission deleted.' })).toBeVisible();
  expect(queryDatabase('select id from tenant_down_submissions where id = ?', id)).toEqual([]);

  await page.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 2 })).toBeVisible();
  await page.getByLabel('Record').selectOption('tenant_down_submissions');
  await page.getByLabel('Action').selectOption('delete');
  await page.getByLabel('Admin e-mail').fill(admin.email);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?entity=tenant_down_submissions&action=delete&actor=/);
  const entry = page.getByTestId('audit-row');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('cell')).toHaveText([
    /\d{4}/,
    admin.email,
    'delete',
    `tenant_down_submissions #${id}`,
    `reference: ${reference}, name: E2E Audit, email: audit@example.in, phone: +919864012345, tenant_url: ${url}, description: Down`,
    '—',
  ]);
  // The same filters with another action find nothing of this admin's.
  await page.getByLabel('Action').selectOption('update');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
});

test('[ADMIN][DASHBOARD] a question sent after the previous visit counts under "New questions"', async ({
  browser,
  page,
  createAccount,
}) => {
  const admin = await createAccount({ admin: true });
  // The previous visit looked at the back office until a second ago; the current one started 5 minutes ago.
  const previous = new Date(Date.now() - 1000).toISOString();
  writeDatabase(
    `update staff_members set seen_at = ?, previous_seen_at = ? where user_id = (select id from "user" where email = ?)`,
    new Date(Date.now() - 5 * 60_000).toISOString(),
    previous,
    admin.email,
  );
  expect(
    queryDatabase<{ previous_seen_at: string }>(
      'select previous_seen_at from staff_members where user_id = (select id from "user" where email = ?)',
      admin.email,
    ),
  ).toEqual([{ previous_seen_at: previous }]);

  // A farmer sends a question afterwards.
  const farmer = await browser.newContext();
  const farmerPage = await farmer.newPage();
  await logIn(farmerPage, await createAccount(), '/contact');
  const form = farmerPage.locator('#general-queries');
  const question = `E2E dashboard ${unique()}`;
  await expect(form.getByLabel('Email')).toHaveValue(/@example\.in$/);
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Description').fill('Is this counted as new?');
  await tookTimeToFill(farmerPage);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('sent successfully');
  await farmer.close();
  const newSince = () =>
    Number(
      queryDatabase<{ n: number }>(
        "select count(*) as n from contact_us where created_at > ? and status = 'new'",
        previous,
      )[0]?.n ?? 0,
    );
  const before = newSince();
  expect(
    queryDatabase('select id from contact_us where question = ? and created_at > ?', question, previous),
  ).toHaveLength(1);

  await logIn(page, admin, '/admin');
  const strip = page.getByRole('region', { name: 'At a glance' });
  const card = strip.getByRole('link', { name: /New questions/ });
  // Only what is still new counts (and the card opens those).
  await expect(card).toHaveAttribute('href', '/admin/submissions/contact?status=new');
  const shown = Number(((await card.getByTestId('dashboard-count').textContent()) ?? '').replace(/,/g, ''));
  const after = newSince();
  // Other tests may send questions meanwhile: the card shows what the database held while the page was made.
  expect(shown).toBeGreaterThanOrEqual(1);
  expect(shown).toBeGreaterThanOrEqual(before);
  expect(shown).toBeLessThanOrEqual(after);
  const since = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(previous));
  await expect(strip).toContainText(`Since your last visit on ${since}.`);
  // The visit is still the same one: the previous visit's time is kept, this one's moves on.
  const [visit] = queryDatabase<{ seen_at: string; previous_seen_at: string }>(
    'select seen_at, previous_seen_at from staff_members where user_id = (select id from "user" where email = ?)',
    admin.email,
  );
  expect(visit?.previous_seen_at).toBe(previous);
  expect(Date.parse(visit?.seen_at ?? '')).toBeGreaterThan(Date.parse(previous));
});

test('[ADMIN] a visitor logs in and comes back to /admin/team; an unknown tab shows contact; a plain user gets 403', async ({
  browser,
  page,
  createAccount,
}) => {
  await page.goto('/admin/team');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fteam$/);
  const admin = await createAccount({ admin: true });
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(page.getByRole('heading', { name: 'Team Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.goto('/admin?tab=nonsense');
  await expect(page.getByRole('heading', { name: 'Contact Us Submissions', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Us Submissions' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).locator('[aria-current="page"]')).toHaveCount(
    1,
  );

  // The spec's addresses (and the old tabs') move for good to each screen's own address, with the list's filters.
  for (const [old, screen] of [
    ['/admin?tab=contact', '/admin/submissions/contact'],
    ['/admin?tab=join&status=new', '/admin/submissions/join?status=new'],
    ['/admin?tab=products', '/admin/products'],
    ['/admin?tab=products&section=categories', '/admin/categories'],
    ['/admin?tab=products&section=orders&order=7&q=a', '/admin/orders/7?q=a'],
    ['/admin?tab=blogs', '/admin/blog'],
    ['/admin?tab=testimonials', '/admin/testimonials'],
    ['/as/admin?tab=blogs', '/admin?tab=blogs'],
  ] as const) {
    const response = await page.request.get(old, { maxRedirects: 0 });
    expect(response.status(), old).toBe(old.startsWith('/as/') ? 308 : 301);
    const location = new URL(response.headers().location ?? '', 'http://localhost');
    expect(location.pathname + location.search, old).toBe(screen);
  }
  // /admin itself opens the first screen the roles open (Contact Us Submissions for an owner).
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/submissions\/contact$/);

  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await logIn(customerPage, await createAccount(), '/about');
  await expect(customerPage).toHaveURL(/\/about$/);
  const response = await customerPage.goto('/admin/products');
  expect(response?.status()).toBe(403);
  await expect(customerPage.getByText('Access Denied: You are not authorized to view this page.')).toBeVisible();
  await expect(customerPage.getByTestId('product-row')).toHaveCount(0);
  await expect(customerPage.getByRole('link', { name: 'Add Product' })).toHaveCount(0);
  await customer.close();
});

/** A tenant report no one will look at again (long fields, as real ones can be). */
const tenantReport = () => {
  const url = `https://a-rather-long-tenant-address-e2e-${unique()}.farm-monitoring.example.in/dashboard`;
  return {
    url,
    id: writeDatabase(
      'insert into tenant_down_submissions (name, email, tenant_url, description) values (?, ?, ?, ?)',
      'E2E Phone Width',
      'a.very.long.address.for.the.phone.width.check@example.in',
      url,
      'The dashboard shows a 502 error page since early morning and the sensors stopped reporting.',
    ),
  };
};

/**
 * Each screen with rows in its list, so its table is on the page: the lists
 * that start empty get one row (as their form would store it); the audit
 * trail gets a line from a real delete.
 */
const screens: { name: string; url: string; heading: string; prepare?: (page: Page) => Promise<void> }[] = [
  {
    name: 'contact',
    url: '/admin/submissions/contact',
    heading: 'Contact Us Submissions',
    prepare: async () => {
      writeDatabase(
        "insert into contact_us (question, email, description) values ('E2E phone width question', 'farmer@example.in', 'How much lime per bigha of pond before stocking rohu and catla fingerlings?')",
      );
    },
  },
  {
    name: 'join',
    url: '/admin/submissions/join',
    heading: 'Join Us Submissions',
    prepare: async () => {
      writeDatabase(
        "insert into join_us (full_name, phone, email, state, district, area) values ('E2E Phone Width', '+919864012345', 'applicant@example.in', 'Arunachal Pradesh', 'Lower Dibang Valley', 'Roing, near the fisheries office')",
      );
    },
  },
  {
    name: 'tenant',
    url: '/admin/submissions/tenant',
    heading: 'Tenant Down Reports',
    prepare: async () => {
      tenantReport();
    },
  },
  {
    name: 'products',
    url: '/admin/products',
    heading: 'Products',
    // A long sub-category name makes its filter's select wide: it must still fit a phone's page.
    prepare: async () => {
      const stamp = Date.now();
      writeDatabase(
        'insert into sub_categories (name, slug, category_id) values (?, ?, (select min(id) from categories))',
        `Wide Mammoth Monsoon Wholesale Wormwood ${stamp}`,
        `wide-${stamp}`,
      );
    },
  },
  { name: 'categories', url: '/admin/categories', heading: 'Categories' },
  {
    name: 'orders',
    url: '/admin/orders',
    heading: 'Orders',
    prepare: async () => {
      insertOrder({
        reference: `AQ-W${unique().slice(-8)}`,
        productName: 'E2E Phone Width Aerator',
        unitPricePaise: 1_200_000,
        quantity: 1,
        name: 'E2E Phone Width',
        phone: '+919864012345',
        email: 'buyer@example.in',
        address: 'Dhemaji',
      });
    },
  },
  {
    name: 'blogs',
    url: '/admin/blog',
    heading: 'Blog Management',
    prepare: async () => {
      const stamp = Date.now();
      writeDatabase(
        'insert into blog_categories (name, slug) values (?, ?)',
        `Wide Mammoth Monsoon Wholesale Wormwood ${stamp}`,
        `wide-${stamp}`,
      );
    },
  },
  { name: 'testimonials', url: '/admin/testimonials', heading: 'Testimonials Management' },
  { name: 'chat', url: '/admin/chat', heading: 'Chat helper' },
  {
    name: 'audit',
    url: '/admin/audit',
    heading: 'Audit trail',
    prepare: async (page) => {
      const report = tenantReport();
      await page.goto(`/admin/submissions/tenant?q=${encodeURIComponent(report.url)}`);
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: `Delete submission ${report.id}` }).click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Submission deleted.' })).toBeVisible();
    },
  },
  { name: 'team', url: '/admin/team', heading: 'Team Management' },
];

for (const { name, url, heading, prepare } of screens) {
  test(`[ADMIN][A11Y] ${name}: no serious axe violations and no sideways scroll at 360 px`, async ({
    page,
    createAccount,
  }) => {
    await logIn(page, await createAccount({ admin: true }), '/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await prepare?.(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    // The list is on the page (every screen has rows by now).
    await expect(page.getByRole('table').first()).toBeVisible();
    if (name === 'products' || name === 'blogs') {
      await expect(page.getByRole('option', { name: /^Wide Mammoth Monsoon/ }).first()).toBeAttached();
    }
    expect(page.viewportSize()?.width).toBe(360);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
