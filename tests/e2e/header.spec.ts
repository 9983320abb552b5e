import { expect, logIn, test } from './fixtures';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('[SHELL] the Company menu opens on hover and closes 150 ms after the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Company' });
    const panel = page.locator('#menu-company');
    await trigger.hover();
    await expect(panel).toBeVisible();
    for (const heading of ['JOIN THE TEAM', 'COMPANY', 'MORE']) await expect(panel).toContainText(heading);
    for (const name of ['Join Us', 'About', 'Blog', 'Contact']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Leaving and coming back within the delay keeps it open ...
    const box = await trigger.boundingBox();
    await page.mouse.move(600, 600);
    await page.mouse.move((box?.x ?? 0) + 5, (box?.y ?? 0) + 5);
    await page.waitForTimeout(400);
    await expect(panel).toBeVisible();
    // ... and staying away closes it.
    await page.mouse.move(600, 600);
    await expect(panel).toBeHidden();
  });

  test('[SHELL] menus open on click and close on an outside click, on Escape and on navigation', async ({ page }) => {
    await page.goto('/');
    // The menus are a client island: a key pressed before its script has run does nothing (seen once on a busy machine).
    await page.waitForLoadState('networkidle');
    const trigger = page.getByRole('button', { name: 'Our Products' });
    const panel = page.locator('#menu-products');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const column of ['Aquamart', 'Aquabase', 'Fishwaale Mart']) await expect(panel).toContainText(column);
    await expect(panel.getByRole('link', { name: 'Testing Kits' })).toHaveAttribute('href', '/products/testing-kits');
    await expect(panel.getByRole('link', { name: 'RAS Equipment' })).toHaveAttribute('href', '/products/ras-equipment');

    await page.mouse.click(640, 700);
    await expect(panel).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    // Left and Right walk the top-level items and wrap around.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Company' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(trigger).toBeFocused();

    await page.getByRole('button', { name: 'Company' }).click();
    await page.locator('#menu-company').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('#menu-company')).toBeHidden();
  });

  test('[SHELL] the header switches to its scrolled style after 10 px', async ({ page }) => {
    await page.goto('/privacy-policy');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 5));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

test('[SHELL] the phone menu is full screen, locks the page scroll and has expandable groups', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('button', { name: 'Company' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Site menu' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(360);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await expect(dialog.getByRole('link', { name: 'Testing Kits' })).toBeHidden();
  await dialog.locator('summary', { hasText: 'Our Products' }).click();
  await expect(dialog.getByRole('link', { name: 'Testing Kits' })).toBeVisible();
  await expect(dialog.getByText('Fishwaale Mart')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await dialog.locator('summary', { hasText: 'Company' }).click();
  await dialog.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(dialog).toBeHidden();
});

test('[SHELL] admins find the Admin Panel in the phone menu', async ({ page, createAccount }) => {
  const admin = await createAccount({ admin: true });
  await logIn(page, admin);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
