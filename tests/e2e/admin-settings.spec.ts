import { expect, logIn, queryDatabase, replaceText, seriousAxeViolations, test } from './fixtures';

const blurbOf = () =>
  JSON.parse(
    queryDatabase<{ value: string }>("select value from site_settings where key = 'company'")[0]?.value ?? '{}',
  ).blurb as string;

test('[ADMIN][SETTINGS] the owner changes the company and billing facts; a mistake is named at its field; every page shows the change at the next visit', async ({
  page,
  createAccount,
}) => {
  const owner = await createAccount({ admin: true });
  await logIn(page, owner, '/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save settings' }) });
  await expect(form.getByLabel('GSTIN')).toHaveValue('18AAECA1234F1Z5');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A slip in the GSTIN and a phone line without its label: each named at its field, nothing saved.
  const audited = () => queryDatabase("select id from audit_log where entity = 'site_settings'").length;
  const linesBefore = audited();
  await replaceText(form.getByLabel('GSTIN'), '18AAECA1234F1Z6');
  const phones = form.getByLabel('Phone numbers', { exact: true });
  const phonesBefore = await phones.inputValue();
  await replaceText(phones, `${phonesBefore}\n98640 00009`);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('This is not a valid GSTIN: check its 15 characters')).toBeVisible();
  await expect(form.getByText('Line 3 is not right. Write it as: Office: +91 98640 00001')).toBeVisible();
  expect(audited()).toBe(linesBefore);

  // Corrected, with a new description for the footer: saved, audited, on the home page at the next visit.
  const blurb = blurbOf();
  const newBlurb = `We grow fish seed for the whole north-east (${Date.now()}).`;
  try {
    await replaceText(form.getByLabel('GSTIN'), '18aaeca1234f1z5');
    await replaceText(phones, phonesBefore);
    await replaceText(form.getByLabel('About the company (footer)', { exact: true }), newBlurb);
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
    await expect(form.getByLabel('GSTIN')).toHaveValue('18AAECA1234F1Z5');
    expect(audited()).toBe(linesBefore + 1);
    const [line] = queryDatabase<{ actor_email: string; after: string }>(
      "select actor_email, after from audit_log where entity = 'site_settings' order by id desc limit 1",
    );
    expect(line?.actor_email).toBe(owner.email);
    expect(JSON.parse(line?.after ?? '{}').company.blurb).toBe(newBlurb);

    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(newBlurb);
  } finally {
    // The other tests see the demo company again.
    await page.goto('/admin/settings');
    await replaceText(form.getByLabel('About the company (footer)', { exact: true }), blurb);
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  }
  expect(blurbOf()).toBe(blurb);
});
