import sharp from 'sharp';
import { expect, logIn, queryDatabase, test } from './fixtures';

test('[ADMIN][PRODUCTS] add a product with a picture and a discount preview, find it, edit it, delete it', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount({ admin: true }), '/admin/products');
  await expect(
    page.getByRole('navigation', { name: 'Products Management sections' }).getByRole('link', { name: 'Products' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Total Products')).toBeVisible();
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/admin\/add-product$/);

  // The spec's messages for what is missing.
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Please select a sub-category.')).toBeVisible();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid price.')).toBeVisible();

  const name = `E2E Pond Aerator ${Date.now()}`;
  await page.getByLabel('Parent category').selectOption({ label: 'Aquabase' });
  await page.getByLabel('Sub-category').selectOption({ label: 'RAS Equipment' });
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Paddle-wheel aerator for 0.5 acre ponds.');
  await page.getByLabel('Price (₹)').fill('12000');
  // Amount and percentage clear each other; the preview follows.
  await page.getByLabel('Discount percentage (%)').fill('10');
  await expect(page.getByTestId('price-preview')).toContainText('₹10,800.00');
  await expect(page.getByTestId('price-preview')).toContainText('10% OFF');
  await page.getByLabel('Discount amount (₹)').fill('2000');
  await expect(page.getByLabel('Discount percentage (%)')).toHaveValue('');
  await expect(page.getByTestId('price-preview')).toContainText('₹10,000.00');
  await expect(page.getByTestId('price-preview').locator('s')).toHaveText('₹12,000.00');
  await page
    .getByLabel('Features (separated by commas)', { exact: true })
    .fill(' 1 HP motor, , stainless steel ,2-year warranty ');
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#0e7490' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(/Or upload a picture/)
    .setInputFiles({ name: 'aerator.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible();
  // Its tax facts: a mistyped HSN code is named at its field.
  await page.getByLabel('HSN code').fill('84');
  await page.getByLabel('GST', { exact: true }).selectOption({ label: '18 %' });
  await page.getByLabel('Unit', { exact: true }).selectOption('NOS');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Enter the HSN code: 4, 6 or 8 digits, such as 0301 or 841370')).toBeVisible();
  await page.getByLabel('HSN code').fill('8413 70');
  await page.getByRole('button', { name: 'Save Product' }).click();

  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('status').filter({ hasText: 'Product added.' })).toBeVisible();
  const [stored] = queryDatabase<{
    id: number;
    slug: string;
    image_url: string;
    features: string;
    discount_price_paise: number;
    discount_percentage: number | null;
  }>(
    'select id, slug, image_url, features, discount_price_paise, discount_percentage from products where name = ?',
    name,
  );
  expect(stored?.image_url).toMatch(/^\/api\/files\/public\/[0-9a-f-]{36}\.webp$/);
  expect(JSON.parse(stored?.features ?? '[]')).toEqual(['1 HP motor', 'stainless steel', '2-year warranty']);
  expect(stored?.discount_price_paise).toBe(200_000);
  expect(stored?.discount_percentage).toBeNull();
  const picture = await page.request.get(stored?.image_url ?? '');
  expect((await sharp(await picture.body()).metadata()).width).toBe(960);

  // The public page shows it at once.
  await page.goto(`/products/ras-equipment/${stored?.slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('₹10,000.00');

  // Edit in the modal: a new price.
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  await expect(page.getByTestId('product-row')).toContainText('HSN 841370 · 18 % · NOS');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByLabel('Sub-category')).toHaveValue(/\d+/);
  await dialog.getByLabel('Price (₹)').fill('15000');
  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product updated.' })).toBeVisible();
  await page.goto(`/products/ras-equipment/${stored?.slug}`);
  await expect(page.getByRole('main')).toContainText('₹13,000.00');

  // Delete, after the spec's question.
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  page.once('dialog', (question) => {
    expect(question.message()).toBe('Are you sure you want to delete this item? This action cannot be undone.');
    void question.accept();
  });
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product deleted.' })).toBeVisible();
  await expect(page.getByText('No products found.')).toBeVisible();
  expect((await page.request.get(stored?.image_url ?? '')).status()).toBe(404);
  expect((await page.request.get(`/products/ras-equipment/${stored?.slug}`)).status()).toBe(404);
});

test('[ADMIN][CATEGORIES] add, rename and delete a sub-category; one with products cannot be deleted', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount({ admin: true }), '/admin/add-sub-category');
  await expect(page.getByRole('heading', { name: 'Add Sub-category' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select a parent category.')).toBeVisible();
  const name = `E2E Pond Liners ${Date.now()}`;
  await page.getByLabel('Parent category').selectOption({ label: 'Aquabase' });
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Sub-category added.' })).toBeVisible();
  const row = page.getByTestId('sub-category-row').filter({ hasText: name });
  await expect(row).toContainText('Aquabase');

  await row.getByRole('link', { name: `Edit sub-category ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Sub-category' });
  await dialog.getByLabel('Name', { exact: true }).fill(`${name} Pro`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sub-category updated.' })).toBeVisible();
  const renamed = page.getByTestId('sub-category-row').filter({ hasText: `${name} Pro` });
  await expect(renamed).toHaveCount(1);
  const slug = queryDatabase<{ slug: string }>('select slug from sub_categories where name = ?', `${name} Pro`)[0]
    ?.slug;
  expect(slug).toMatch(/^e2e-pond-liners-\d+-pro$/);

  // Fish Seed holds products: the database refuses, the page says why.
  await page
    .getByTestId('sub-category-row')
    .filter({ hasText: /^\d+Fish Seed/ })
    .getByRole('button', { name: 'Delete sub-category Fish Seed' })
    .click();
  const refusal = 'Error deleting sub-category: it still has products. Move or delete them first.';
  await expect(page.getByRole('table').getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: refusal })).toBeVisible();
  expect(queryDatabase("select id from sub_categories where name = 'Fish Seed'")).toHaveLength(1);

  await renamed.getByRole('button', { name: `Delete sub-category ${name} Pro` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sub-category deleted.' })).toBeVisible();
  expect(queryDatabase('select id from sub_categories where name = ?', `${name} Pro`)).toEqual([]);
});

test('[ADMIN][PRODUCTS] Add RAS Equipment writes a normal product form preset to RAS Equipment; the old add pages point to Add Product', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount({ admin: true }), '/admin/add-ras-equipment');
  await expect(page.getByRole('heading', { name: 'Add RAS Equipment' })).toBeVisible();
  await expect(page.getByLabel('Sub-category').locator('option:checked')).toHaveText('RAS Equipment');
  await expect(page.getByLabel('Parent category').locator('option:checked')).toHaveText('Aquabase');
  for (const [path, what] of [
    ['/admin/add-testing-kit', 'Testing kits moved'],
    ['/admin/add-maintenance-product', 'Maintenance products moved'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: what })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Add Product' })).toHaveAttribute(
      'href',
      '/admin/add-product',
    );
  }
});
