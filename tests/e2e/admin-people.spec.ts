import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, formAlert, logIn, queryDatabase, seriousAxeViolations, test } from './fixtures';

/** A real picture, as an admin's phone would upload it. */
async function photo(colour: string) {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name: 'photo.jpg', mimeType: 'image/jpeg', buffer };
}

const textFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') };

/** Accepts the "are you sure" question of the next Delete click. */
function acceptNextConfirm(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
}

test('[ADMIN][TESTIMONIALS] add, edit and delete a testimonial; /about shows each change', async ({
  page,
  request,
  createAccount,
}) => {
  await logIn(page, await createAccount({ admin: true }), '/admin/testimonials');
  await expect(page.getByRole('heading', { name: 'Testimonials Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Testimonials Management' })).toHaveAttribute('aria-current', 'page');
  const addForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add Testimonial' }) });

  // Required fields and a picture that is not an image are refused in the browser.
  await addForm.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(addForm.getByText('Name is required')).toBeVisible();
  await expect(addForm.getByText('Quote is required')).toBeVisible();
  await expect(addForm.getByLabel('Name')).toBeFocused();
  const name = `E2E Farmer ${Date.now()}`;
  await addForm.getByLabel('Name').fill(name);
  await addForm.getByLabel('Role').fill('Fish farmer, Nagaon');
  await addForm.getByLabel('Quote').fill('The water tests saved our pond in the dry season.');
  await addForm.getByLabel(/^Avatar/).setInputFiles(textFile);
  await addForm.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(addForm.getByText('File must be an image')).toBeVisible();
  expect(queryDatabase('select id from testimonials where name = ?', name)).toHaveLength(0);

  await addForm.getByLabel(/^Avatar/).setInputFiles(await photo('#2a9d8f'));
  await addForm.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await expect(page.getByRole('status').filter({ hasText: 'Testimonial added.' })).toBeVisible();
  const [stored] = queryDatabase<{ id: number; avatar: string; bg_color: string }>(
    'select id, avatar, bg_color from testimonials where name = ?',
    name,
  );
  expect(stored?.avatar).toMatch(/^\/api\/files\/public\/[0-9a-f-]{36}\.webp$/);
  expect(stored?.bg_color).toBe('#fce7f3');
  const avatar = await request.get(stored?.avatar ?? '');
  expect(avatar.status()).toBe(200);
  expect((await sharp(await avatar.body()).metadata()).width).toBe(400);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The public page shows the new row on the next visit.
  await page.goto('/about#testimonials');
  const card = page.getByTestId('testimonial').filter({ hasText: name });
  await expect(card).toContainText('The water tests saved our pond');
  await expect(card.locator('img')).toHaveAttribute('src', stored?.avatar ?? '');

  // Edit in the dialog; Escape would close it, Save changes the quote.
  await page.goto('/admin/testimonials');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit testimonial' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await dialog.getByLabel('Quote').fill('Our fish grow faster since the feed advice.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Testimonial updated.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/about');
  await expect(page.getByTestId('testimonial').filter({ hasText: name })).toContainText('since the feed advice');

  // Delete after confirming: gone from the page, the database and the file store.
  await page.goto('/admin/testimonials');
  acceptNextConfirm(page);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Testimonial deleted.' })).toBeVisible();
  expect(queryDatabase('select id from testimonials where name = ?', name)).toHaveLength(0);
  expect((await request.get(stored?.avatar ?? '')).status()).toBe(404);
  await page.goto('/about');
  await expect(page.getByTestId('testimonial').filter({ hasText: name })).toHaveCount(0);
});

test('[ADMIN][TEAM] add, edit and delete a team member; /about and /services show each change', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount({ admin: true }), '/admin/team');
  await expect(page.getByRole('heading', { name: 'Team Management' })).toBeVisible();
  const addForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add Team Member' }) });
  const name = `E2E Biologist ${Date.now()}`;
  await addForm.getByLabel('Name').fill(name);
  await addForm.getByLabel('Role').fill('Fisheries Biologist');
  await addForm.getByLabel(/^LinkedIn URL/).fill('linkedin.com/in/someone');
  await addForm.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(addForm.getByText('LinkedIn URL must be a valid URL')).toBeVisible();
  await expect(addForm.getByLabel(/^LinkedIn URL/)).toHaveAttribute('aria-invalid', 'true');

  await addForm.getByLabel(/^LinkedIn URL/).fill('https://www.linkedin.com/in/e2e-biologist');
  await addForm.getByLabel(/^Photo/).setInputFiles(await photo('#264653'));
  await addForm.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Team member added.' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto('/services');
  const member = page.getByTestId('team-member').filter({ hasText: name });
  await expect(member).toContainText('Fisheries Biologist');
  const linkedin = member.getByRole('link', { name: `LinkedIn profile of ${name}` });
  await expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/e2e-biologist');
  await expect(linkedin).toHaveAttribute('target', '_blank');

  await page.goto('/admin/team');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit team member' });
  await dialog.getByLabel('Role').fill('Head of Laboratory');
  await dialog.getByLabel('Remove the picture').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Team member updated.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/team$/);
  expect(queryDatabase('select role, image_url from team_members where name = ?', name)).toEqual([
    { role: 'Head of Laboratory', image_url: null },
  ]);
  await page.goto('/about#leadership');
  await expect(page.getByTestId('team-member').filter({ hasText: name })).toContainText('Head of Laboratory');

  await page.goto('/admin/team');
  acceptNextConfirm(page);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Team member deleted.' })).toBeVisible();
  await page.goto('/services');
  await expect(page.getByTestId('team-member').filter({ hasText: name })).toHaveCount(0);
});

test('[ADMIN] visitors and plain users cannot open the people screens', async ({ page, createAccount }) => {
  await page.goto('/admin/team');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);

  await logIn(page, await createAccount(), '/admin/team');
  await expect(
    page.getByRole('heading', { name: 'Access Denied: You are not authorized to view this page.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Team Member' })).toHaveCount(0);
  await page.goto('/admin/testimonials');
  await expect(page.getByRole('button', { name: 'Add Testimonial' })).toHaveCount(0);
  await expect(formAlert(page)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[ADMIN][TESTIMONIALS] the server checks the avatar by its content and keeps what was typed', async ({
    page,
    createAccount,
  }) => {
    await logIn(page, await createAccount({ admin: true }), '/admin/testimonials');
    const addForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add Testimonial' }) });
    const name = `E2E No Script ${Date.now()}`;
    await addForm.getByLabel('Name').fill(name);
    await addForm.getByLabel('Quote').fill('Works on my old phone too.');
    // An HTML page renamed to .png: the browser would send it as an image.
    await addForm
      .getByLabel(/^Avatar/)
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<html>hello</html>') });
    await addForm.getByRole('button', { name: 'Add Testimonial' }).click();
    await expect(formAlert(page)).toHaveText('Failed to upload avatar: File must be an image');
    await expect(addForm.getByLabel('Name')).toHaveValue(name);
    await expect(addForm.getByLabel(/^Avatar/)).toHaveAttribute('aria-invalid', 'true');
    expect(queryDatabase('select id from testimonials where name = ?', name)).toHaveLength(0);
  });
});
