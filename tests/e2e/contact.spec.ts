import { expect, logIn, queryDatabase, seriousAxeViolations, slowDownPosts, test, tookTimeToFill } from './fixtures';

test('[CONTACT] /contact shows hours, area, emergencies and the grievance officer from the site settings', async ({
  page,
  request,
}) => {
  expect((await request.get('/contact')).headers()['cache-control'] ?? '').toMatch(/s-maxage/);
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main).toContainText('Monday to Saturday, 10:00 AM to 6:00 PM IST');
  await expect(main.getByRole('region', { name: 'Area covered' })).toHaveText(
    /Assam, Meghalaya, Nagaland, Mizoram, Arunachal Pradesh, Tripura, Manipur/,
  );
  await expect(main.getByRole('region', { name: 'Emergency contacts' }).getByRole('link')).toHaveCount(2);
  await expect(main.getByRole('region', { name: 'Grievance Officer' })).toContainText('Rituparna Deka');
  await expect(main.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  await expect(page.getByRole('contentinfo')).toHaveClass(/footer-light.*bg-amber-50/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

const pdf = { name: 'pond report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

test('[CONTACT] a signed-out visitor is sent to sign up, comes back to what they typed, and sends it', async ({
  page,
  createAccount,
}) => {
  await page.goto('/contact');
  const form = page.locator('#general-queries');
  const question = `E2E question ${Date.now()}`;
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Email').fill('farmer@example.in');
  await form.getByLabel('Description').fill('Ammonia is 2 ppm after the rain. What should I do?');
  await tookTimeToFill(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/signup\?redirectTo=%2Fcontact%23general-queries$/);
  await expect(page.getByRole('status').filter({ hasText: 'Please sign up or log in to continue.' })).toBeVisible();

  await logIn(page, await createAccount(), '/contact#general-queries');
  await expect(page).toHaveURL(/\/contact#general-queries$/);
  await expect(form.getByLabel('Question')).toHaveValue(question);
  await expect(form.getByLabel('Description')).toHaveValue(/Ammonia is 2 ppm/);
  await slowDownPosts(page, '/contact');
  await tookTimeToFill(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(form.getByRole('status')).toHaveText(
    'Thank you! Your message has been sent successfully. We will get back to you soon.',
  );
  // The form starts blank again, and the row is stored once.
  await expect(form.getByLabel('Question')).toHaveValue('');
  await expect(form.getByLabel('Description')).toHaveValue('');
  const rows = queryDatabase<{ email: string; file_url: string | null }>(
    'select email, file_url from contact_us where question = ?',
    question,
  );
  expect(rows).toEqual([{ email: 'farmer@example.in', file_url: null }]);
});

test('[CONTACT] each field says what is wrong, and files are checked before and after upload', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount(), '/contact');
  const form = page.locator('#general-queries');
  await tookTimeToFill(page);
  // The account's address is filled in; empty it to see its message.
  await expect(form.getByLabel('Email')).toHaveValue(/@example\.in$/);
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter your question')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Please describe your question')).toBeVisible();
  await expect(form.getByLabel('Question')).toBeFocused();
  await expect(form.getByLabel('Question')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Question')).toHaveAttribute('aria-describedby', /error/);

  const question = `E2E attachment ${Date.now()}`;
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Email').fill('farmer@example.in');
  await form.getByLabel('Description').fill('Photo of the pond attached.');

  // Too large: refused in the browser, nothing is uploaded.
  await form
    .getByLabel(/^Attachment/)
    .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 0x25) });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('The file is larger than 5 MB. Please choose a smaller file.')).toBeVisible();
  await expect(form.getByLabel(/^Attachment/)).toBeFocused();

  // Named .pdf but an HTML page: the browser cannot tell, the server can.
  await form.getByLabel(/^Attachment/).setInputFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert').first()).toContainText(
    'Please attach a PDF, a photo (PNG, JPEG, WebP), a Word document (DOC, DOCX) or a text file.',
  );
  await expect(form.getByLabel('Question')).toHaveValue(question);
  expect(queryDatabase('select id from contact_us where question = ?', question)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await tookTimeToFill(page);
  await form.getByLabel(/^Attachment/).setInputFiles(pdf);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Your message has been sent successfully');
  const [row] = queryDatabase<{ file_url: string; file_name: string }>(
    'select file_url, file_name from contact_us where question = ?',
    question,
  );
  expect(row?.file_name).toBe('pond report.pdf');
  expect(row?.file_url).toMatch(/^\/api\/files\/private\/[0-9a-f-]{36}\.pdf$/);
});

test('[CONTACT] attachments are private: only an admin downloads them, as an inert attachment', async ({
  page,
  browser,
  createAccount,
}) => {
  await logIn(page, await createAccount(), '/contact');
  const form = page.locator('#general-queries');
  const question = `E2E private file ${Date.now()}`;
  await expect(form.getByLabel('Email')).toHaveValue(/@example\.in$/);
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Description').fill('See the attached report.');
  await form.getByLabel(/^Attachment/).setInputFiles(pdf);
  await tookTimeToFill(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('sent successfully');
  const [row] = queryDatabase<{ file_url: string }>('select file_url from contact_us where question = ?', question);
  const url = row?.file_url ?? '';

  // The sender (a plain account) and an anonymous visitor are refused.
  expect((await page.request.get(url)).status()).toBe(403);
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(new URL(url, page.url()).toString())).status()).toBe(401);
  await anonymous.close();

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await logIn(adminPage, await createAccount({ admin: true }), '/');
  await expect(adminPage).toHaveURL(/\/$/);
  const response = await adminPage.request.get(new URL(url, page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
  expect((await response.body()).toString()).toContain('%PDF-1.4');
  await admin.close();
});

test('[CONTACT] a bot that fills the hidden field is refused neutrally; a signed-in person is never held up by the time check', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount(), '/contact');
  const form = page.locator('#general-queries');
  // The account's address is filled in once the page has asked who is signed in.
  await expect(form.getByLabel('Email')).toHaveValue(/@example\.in$/);
  const question = `E2E bot ${Date.now()}`;
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Description').fill('Buy cheap followers');
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'http://spam.example';
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to send message. Please try again.');
  expect(queryDatabase('select id from contact_us where question = ?', question)).toEqual([]);

  // The same person, quick but without the bot's field: the account is checked, not the seconds.
  await page.reload();
  await expect(form.getByLabel('Email')).toHaveValue(/@example\.in$/);
  const quick = `E2E quick ${Date.now()}`;
  await form.getByLabel('Question').fill(quick);
  await form.getByLabel('Description').fill('Filled in by my browser in a second.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
  expect(queryDatabase('select id from contact_us where question = ?', quick)).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[CONTACT] the form still sends, and a signed-out visitor is sent to sign up', async ({
    page,
    createAccount,
  }) => {
    await page.goto('/contact');
    const form = page.locator('#general-queries');
    await form.getByLabel('Question').fill('No script question');
    await form.getByLabel('Email').fill('farmer@example.in');
    await form.getByLabel('Description').fill('Sent from an old phone.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/signup\?redirectTo=%2Fcontact%23general-queries$/);

    await logIn(page, await createAccount(), '/contact');
    const question = `E2E no script ${Date.now()}`;
    await form.getByLabel('Question').fill(question);
    await form.getByLabel('Email').fill('farmer@example.in');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The server answers with the page: the error next to the field, and what was typed kept.
    await expect(form.getByText('Please describe your question')).toBeVisible();
    await expect(form.getByLabel('Question')).toHaveValue(question);
    await form.getByLabel('Description').fill('Sent from an old phone.');
    await form.getByLabel(/^Attachment/).setInputFiles(pdf);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toContainText('Your message has been sent successfully');
    const rows = queryDatabase<{ file_name: string }>('select file_name from contact_us where question = ?', question);
    expect(rows).toEqual([{ file_name: 'pond report.pdf' }]);
  });
});
