import { expect, logIn, queryDatabase, test, writeDatabase } from './fixtures';

/**
 * Issue 21: a refusal says what went wrong with this form, never "Access Denied"
 * or the text of another refusal. Each case is set up the way it happens: a
 * colleague deletes the category in another tab while the form is being filled
 * in (here: straight in the database), or a person types something the rule refuses.
 */

test('[ADMIN][BLOG] a new post whose category was deleted meanwhile says so and keeps what was typed', async ({
  page,
  createAccount,
}) => {
  const stamp = Date.now();
  const category = `E2E Short-lived ${stamp}`;
  const categoryId = writeDatabase(
    'insert into blog_categories (name, slug) values (?, ?)',
    category,
    `e2e-short-lived-${stamp}`,
  );
  await logIn(page, await createAccount({ admin: true }), '/admin/add-blog');
  const title = `E2E Pond liming ${stamp}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category').selectOption({ label: category });
  await page.getByLabel('Excerpt', { exact: true }).fill('Lime before stocking.');
  // The formatted editor replaces the textarea once its script has loaded: type into the editor.
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Spread 200 kg of lime per acre two weeks before stocking.');
  await page.getByLabel('Tags (separated by commas)').fill('lime, ponds');

  // Meanwhile, in another tab, the category is deleted.
  writeDatabase('delete from blog_categories where id = ?', categoryId);
  await page.getByRole('button', { name: 'Save Post' }).click();

  await expect(page.locator('form').getByRole('alert').filter({ hasText: 'Error creating blog post' })).toHaveText(
    'Error creating blog post: The category you chose no longer exists (it was deleted). Choose another one and save again.',
  );
  await expect(page.getByText('Access Denied')).toHaveCount(0);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Excerpt', { exact: true })).toHaveValue('Lime before stocking.');
  await expect(page.getByRole('textbox', { name: 'Content' })).toContainText('Spread 200 kg of lime per acre');
  await expect(page.getByLabel('Tags (separated by commas)')).toHaveValue('lime, ponds');
  expect(queryDatabase('select id from blogs where title = ?', title)).toEqual([]);

  // Another category, and the same form goes through.
  await page.getByLabel('Category').selectOption({ label: 'Fish Farming' });
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog post created.' })).toBeVisible();
  expect(queryDatabase('select id from blogs where title = ?', title)).toHaveLength(1);
  writeDatabase('delete from blogs where title = ?', title);
});

test('[ADMIN] an admin signed out meanwhile (in another tab) is told so, and keeps what was typed', async ({
  page,
  createAccount,
}) => {
  const account = await createAccount({ admin: true });
  await logIn(page, account, '/admin/add-blog');
  await expect(page).toHaveURL(/\/admin\/add-blog$/);
  const title = `E2E Signed out ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Feed twice a day.');
  // Meanwhile the admin signs out in another tab: this tab's request comes without the session's cookie.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.locator('form').getByRole('alert').filter({ hasText: 'Error creating blog post' })).toHaveText(
    'Error creating blog post: you are no longer logged in. Log in again (in another tab, to keep this page as it is), then try again',
  );
  await expect(page.getByText('Access Denied')).toHaveCount(0);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Content' })).toContainText('Feed twice a day.');
  expect(queryDatabase('select id from blogs where title = ?', title)).toEqual([]);
});

test('[ADMIN][PRODUCTS] a product whose sub-category was deleted meanwhile says so at the sub-category', async ({
  page,
  createAccount,
}) => {
  const stamp = Date.now();
  const subCategory = `E2E Doomed ${stamp}`;
  const subCategoryId = writeDatabase(
    "insert into sub_categories (name, slug, category_id) values (?, ?, (select id from categories where name = 'Aquabase'))",
    subCategory,
    `e2e-doomed-${stamp}`,
  );
  await logIn(page, await createAccount({ admin: true }), '/admin/add-product');
  const name = `E2E Net ${stamp}`;
  await page.getByLabel('Parent category').selectOption({ label: 'Aquabase' });
  await page.getByLabel('Sub-category').selectOption({ label: subCategory });
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price (₹)').fill('450');

  writeDatabase('delete from sub_categories where id = ?', subCategoryId);
  await page.getByRole('button', { name: 'Save Product' }).click();

  await expect(page.locator('form').getByRole('alert').filter({ hasText: 'Error adding product' })).toHaveText(
    'Error adding product: The sub-category you chose no longer exists (it was deleted). Choose another one and save again.',
  );
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Price (₹)')).toHaveValue('450');
  expect(queryDatabase('select id from products where name = ?', name)).toEqual([]);
});

test('[ADMIN][CHAT] a question without a word and a category name without a letter get their own reasons', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount({ admin: true }), '/admin/chat');
  const form = page.locator('#chat-add');
  await form.getByLabel('Question', { exact: true }).fill('???');
  await form.getByLabel('Answer', { exact: true }).fill('Nothing to answer.');
  await form.getByRole('button', { name: 'Add to the helper' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Error saving question: The question needs at least one word (letters or digits).',
  );
  await expect(form.getByLabel('Answer', { exact: true })).toHaveValue('Nothing to answer.');

  await page.goto('/admin/blog');
  const categories = page.locator('#manage-categories');
  await categories.getByLabel('Category name').fill('!!!');
  await categories.getByRole('button', { name: 'Add category' }).click();
  await expect(categories.getByRole('alert')).toHaveText(
    'Error saving category: the name needs at least one letter or digit',
  );
});
