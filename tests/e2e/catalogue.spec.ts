import { expect, formAlert, logIn, queryDatabase, seriousAxeViolations, test, writeDatabase } from './fixtures';

const ROHU = '/products/fish-seed/rohu-fingerlings-1000-pcs';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('[PRODUCTS] from the Our Products menu to a list of product cards with discounts', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Our Products' }).click();
    await page.locator('#menu-products').getByRole('link', { name: 'Fish Seed' }).click();
    await expect(page).toHaveURL(/\/products\/fish-seed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fish Seed' })).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(5);

    // An amount off: ₹1,800 struck out, ₹1,600 now.
    const rohu = cards.filter({ hasText: 'Rohu Fingerlings' });
    await expect(rohu.locator('del')).toHaveText('₹1,800.00');
    await expect(rohu).toContainText('₹1,600.00');
    await expect(rohu).toContainText('11% OFF');
    await expect(rohu.getByRole('list', { name: 'Features' }).getByRole('listitem')).toHaveCount(4);
    // A percentage off, and a product without a discount.
    await expect(cards.filter({ hasText: 'Mrigal Fingerlings' }).locator('del')).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Catla Fingerlings' }).locator('del')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test('[PRODUCTS] /products leads to the first sub-category; unknown ones get the spec text and a 404', async ({
  page,
  request,
}) => {
  await page.goto('/products');
  await expect(page).toHaveURL(/\/products\/fish-seed$/);
  const missing = await request.get('/products/no-such-thing');
  expect(missing.status()).toBe(404);
  await page.goto('/products/no-such-thing');
  await expect(page.getByRole('heading', { name: 'Sub-category not found.' })).toBeVisible();
  expect((await request.get('/products/fish-seed/no-such-product')).status()).toBe(404);
});

test('[PRODUCTS] empty sub-categories, broken pictures and pages of 24', async ({ page }) => {
  const categoryId = queryDatabase<{ id: number }>("select id from categories where name = 'Aquabase'")[0]?.id;
  const stamp = Date.now();
  writeDatabase(
    'insert into sub_categories (name, slug, category_id) values (?, ?, ?)',
    'Empty Shelf',
    `empty-${stamp}`,
    categoryId,
  );
  await page.goto(`/products/empty-${stamp}`);
  await expect(page.getByText('No products found in this category yet.')).toBeVisible();

  const subCategoryId = writeDatabase(
    'insert into sub_categories (name, slug, category_id) values (?, ?, ?)',
    'Big Shelf',
    `big-${stamp}`,
    categoryId,
  );
  for (let index = 0; index < 26; index++) {
    writeDatabase(
      'insert into products (name, slug, price_paise, sub_category_id, image_url, created_at) values (?, ?, ?, ?, ?, ?)',
      `Shelf item ${index}`,
      `shelf-${stamp}-${index}`,
      10_000 + index,
      subCategoryId,
      index === 25 ? '/images/products/missing-picture.webp' : null,
      new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    );
  }
  await page.goto(`/products/big-${stamp}`);
  await expect(page.getByTestId('product-card')).toHaveCount(24);
  // The newest has a picture that fails to load; a product without one shows the same placeholder.
  await expect(page.getByTestId('product-card').first()).toContainText('Image not available');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', `/products/big-${stamp}?page=2`);
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByTestId('product-card')).toHaveCount(2);
  await expect(pages.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
  // A Hindi list's page links stay in Hindi.
  await page.goto(`/hi/products/big-${stamp}`);
  await expect(page.locator('nav a[rel="next"]')).toHaveAttribute('href', `/hi/products/big-${stamp}?page=2`);
});

test('[PRODUCTS] a product page can be shared: Product JSON-LD and a preview with title, price and picture', async ({
  page,
}) => {
  await page.goto(ROHU);
  await expect(page.getByRole('heading', { level: 1, name: 'Rohu Fingerlings (1000 pcs)' })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'INR', price: '1600.00' } });
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Rohu.*₹1,600\.00/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*fish-seed\.svg$/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('[ORDERS] a signed-in customer orders, finds it under My orders, and has their details filled in next time', async ({
  page,
  createAccount,
}) => {
  const account = await createAccount();
  await logIn(page, account, ROHU);
  await page.getByRole('link', { name: 'Order Now: Rohu Fingerlings (1000 pcs)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Rohu Fingerlings (1000 pcs)' });
  // The account's e-mail is filled in; name, mobile and address come from earlier orders (none yet).
  await expect(dialog.getByLabel('Email (optional)')).toHaveValue(account.email);
  await dialog.getByLabel('Full name').fill('Bhaskar Kalita');
  await dialog.getByLabel('Mobile number').fill('98640 12345');
  await dialog.getByLabel('Shipping address').fill('Village Dhing, Nagaon');
  await dialog.getByLabel('Quantity').fill('2');
  await expect(dialog.getByRole('button', { name: /Place Order · ₹3,200\.00/ })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: /Place Order/ }).click();
  const confirmed = page.getByRole('dialog', { name: 'Order Confirmed!' });
  await expect(confirmed).toContainText('We have received your order request. Its news comes to your phone');
  await expect(confirmed.getByRole('status')).toHaveText('Order submitted successfully!');
  const reference = (await page.getByText(/Your order reference: AQ-/).textContent())?.split(': ')[1] ?? '';
  const [order] = queryDatabase<{
    total_paise: number;
    quantity: number;
    status: string;
    phone: string;
    guest: number;
  }>(
    `select orders.total_paise, quantity, status, phone, guest
     from orders join order_items on order_items.order_id = orders.id where reference = ?`,
    reference,
  );
  expect(order).toEqual({ total_paise: 320_000, quantity: 2, status: 'pending', phone: '+919864012345', guest: 0 });

  // My orders lists it; another customer never sees it.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.goto('/account/orders');
  const mine = page.getByTestId('my-order').filter({ hasText: reference });
  await expect(mine).toContainText('Rohu Fingerlings (1000 pcs) × 2');
  await expect(mine).toContainText('₹3,200.00');
  await expect(mine).toContainText('Pending');
  await expect(mine.getByRole('link', { name: `Ask about ${reference} on WhatsApp` })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`),
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The next order has the details of this one filled in.
  await page.goto('/testing-kits');
  await page.getByRole('link', { name: 'Order Now: Ammonia Test Kit (100 tests)' }).click();
  const next = page.getByRole('dialog');
  await expect(next.getByLabel('Full name')).toHaveValue('Bhaskar Kalita');
  await expect(next.getByLabel('Mobile number')).toHaveValue('9864012345');
  await expect(next.getByLabel('Shipping address')).toHaveValue('Village Dhing, Nagaon');
  await expect(next.getByLabel('Quantity')).toHaveValue('1');

  await page.context().clearCookies();
  await logIn(page, await createAccount(), '/account/orders');
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
  await expect(page.getByText(reference)).toHaveCount(0);
});

test('[ORDERS] the form checks its fields, a bad quantity counts as 1, and a double click places one order', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount(), '/testing-kits');
  await expect(page.getByRole('heading', { level: 1, name: 'Testing Kits' })).toBeVisible();
  await page.getByRole('link', { name: 'Order Now: Ammonia Test Kit (100 tests)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email (optional)').fill('');
  await dialog.getByRole('button', { name: /Place Order/ }).click();
  await expect(dialog.getByText('Please enter your full name')).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toBeFocused();
  await dialog.getByLabel('Full name').fill('Mousumi Deka');
  await dialog.getByLabel('Mobile number').fill('12345');
  await dialog.getByLabel('Email (optional)').fill('mousumi@');
  await dialog.getByLabel('Shipping address').fill('Jorhat');
  await dialog.getByRole('button', { name: /Place Order/ }).click();
  await expect(dialog.getByText('Please enter a 10-digit Indian mobile number (+91 optional)')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Mobile number').fill('+91 94350 11111');
  await dialog.getByLabel('Email (optional)').fill('mousumi@example.in');
  await dialog.getByLabel('Quantity').fill('0');
  await dialog.getByRole('button', { name: /Place Order/ }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Order Confirmed!' })).toBeVisible();
  const orders = queryDatabase<{ quantity: number }>(
    "select quantity from orders join order_items on order_items.order_id = orders.id where email = 'mousumi@example.in'",
  );
  expect(orders).toEqual([{ quantity: 1 }]);

  // Closing and opening again starts from the customer's details, with quantity 1 and a new key.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Order Now: Ammonia Test Kit (100 tests)' }).click();
  await expect(page.getByRole('dialog').getByLabel('Full name')).toHaveValue('Mousumi Deka');
  await expect(page.getByRole('dialog').getByLabel('Quantity')).toHaveValue('1');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(formAlert(page)).toHaveCount(0);
});

test('[CART] maintenance products go into a cart: add, remove, clear, count', async ({ page }) => {
  await page.goto('/products/maintenance');
  const count = page.getByRole('region', { name: 'Your cart' }).getByRole('status');
  await expect(count).toHaveText('Cart: 0 items');
  await page.getByRole('button', { name: 'Add to Cart: Pond Net Set (drag and scoop)' }).click();
  await page.getByRole('button', { name: 'Add to Cart: Pond Net Set (drag and scoop)' }).click();
  await page.getByRole('button', { name: 'Add to Cart: Tank Cleaning Brush Set' }).click();
  await expect(count).toHaveText('Cart: 3 items');
  await page.reload();
  await expect(count).toHaveText('Cart: 3 items');
  await page.getByRole('button', { name: 'Remove Pond Net Set (drag and scoop) from the cart' }).click();
  await expect(count).toHaveText('Cart: 1 item');
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await expect(count).toHaveText('Cart: 0 items');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('[ORDERS] a bot that fills the hidden field gets a neutral answer and nothing is stored', async ({
  page,
  createAccount,
}) => {
  await logIn(page, await createAccount(), '/products/maintenance');
  await page.getByRole('link', { name: 'Order Now: Tank Cleaning Brush Set' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Robot');
  await dialog.getByLabel('Mobile number').fill('9435022222');
  await dialog.getByLabel('Email (optional)').fill('robot@example.in');
  await dialog.getByLabel('Shipping address').fill('Nowhere');
  await dialog.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'http://spam.example';
  });
  await dialog.getByRole('button', { name: /Place Order/ }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Error placing order');
  expect(queryDatabase("select id from orders where email = 'robot@example.in'")).toEqual([]);
});
