import { expect, logIn, queryDatabase, test } from './fixtures';

test('[ADMIN][BLOG] write a post in the editor, publish it, fix a typo on the edit screen, delete it', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount({ admin: true }), '/admin/blog');
  await expect(page.getByRole('heading', { name: 'Blog Management' })).toBeVisible();
  await expect(page.getByText('Total Posts')).toBeVisible();
  await page.getByRole('link', { name: 'Add Blog Post' }).click();
  await expect(page).toHaveURL(/\/admin\/add-blog$/);

  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText('Please enter a title')).toBeVisible();
  await expect(page.getByText('Please enter content')).toBeVisible();

  const title = `E2E Winter feeding ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Fish Farming' });
  await page.getByLabel('Excerpt', { exact: true }).fill('Feed less when the water is cold.');
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await editor.click();
  await page.keyboard.type('Below 18 °C fish eat less. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Cut the ration by half.');
  await page.getByLabel('Tags (separated by commas)').fill('feed, winter, Feed , ,ponds');
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('status').filter({ hasText: 'Blog post created.' })).toBeVisible();

  const [post] = queryDatabase<{
    id: number;
    slug: string;
    tags: string;
    content: string;
    meta_title: string;
    author: string;
  }>('select id, slug, tags, content, meta_title, author from blogs where title = ?', title);
  expect(post?.slug).toMatch(/^e2e-winter-feeding-\d+$/);
  expect(JSON.parse(post?.tags ?? '[]')).toEqual(['feed', 'winter', 'ponds']);
  expect(post?.content).toBe('<p>Below 18 °C fish eat less. <strong>Cut the ration by half.</strong></p>');
  expect(post?.meta_title).toBe(title);
  expect(post?.author).toBe('Admin');
  const row = page.getByTestId('post-row').filter({ hasText: title });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('Fish Farming');
  await expect(row).toContainText('+1');

  await page.goto(`/blog/${post?.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main').locator('strong', { hasText: 'Cut the ration by half.' })).toBeVisible();

  // The edit screen: the same form, filled in.
  await page.goto('/admin/blog');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('Title', { exact: true }).fill(`${title} (fixed)`);
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog post updated.' })).toBeVisible();
  await page.goto(`/blog/${post?.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `${title} (fixed)` })).toBeVisible();

  await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
  page.once('dialog', (question) => {
    expect(question.message()).toBe(`Delete the post "${title} (fixed)"? This cannot be undone.`);
    void question.accept();
  });
  await page.getByRole('button', { name: `Delete ${title} (fixed)` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog post deleted.' })).toBeVisible();
  expect((await page.request.get(`/blog/${post?.slug}`)).status()).toBe(404);
});

test('[ADMIN][BLOG] manage categories: add, rename, and a category with posts cannot be deleted', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount({ admin: true }), '/admin/blog');
  const categories = page.locator('#manage-categories');
  await categories.getByRole('button', { name: 'Add category' }).click();
  await expect(categories.getByText('Category name is required')).toBeVisible();
  const name = `E2E Hatchery ${Date.now()}`;
  await categories.getByLabel('Category name').fill(name);
  await categories.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Category saved.' })).toBeVisible();
  await categories.getByLabel(`New name for ${name}`).fill(`${name} Tips`);
  await categories.getByLabel(`New name for ${name}`).press('Enter');
  await expect(categories.getByLabel(`New name for ${name} Tips`)).toBeVisible();

  page.on('dialog', (question) => void question.accept());
  await categories.getByRole('button', { name: 'Delete category Fish Farming' }).click();
  await expect(
    categories.getByText('Error deleting category: it still has posts. Make sure no blogs are assigned to it.'),
  ).toBeVisible();
  await categories.getByRole('button', { name: `Delete category ${name} Tips` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Category deleted.' })).toBeVisible();
  expect(queryDatabase('select id from blog_categories where name = ?', `${name} Tips`)).toEqual([]);
});
