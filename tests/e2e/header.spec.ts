import { expect, logIn, seriousAxeViolations, test } from './fixtures';

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
  await expect(page).toHaveURL(/\/admin\/submissions\/contact$/);
});

test('[SHELL] with the script, the Menu control opens the dialog and leaves the address alone', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.waitForLoadState('networkidle');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await menu.click();
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/privacy-policy');
  // Signed out: one Log In and one Sign Up (the copies for browsers without the script are not rendered).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(1);

  // The page the Menu link leads to without the script (or before it has run); axe needs the script, so it is
  // checked here.
  await page.goto('/menu');
  await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('desktop', () => {
    test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test('[SHELL] Company and Our Products open on hover and on focus, and their links lead on', async ({ page }) => {
      await page.goto('/privacy-policy');
      const company = page.locator('#menu-company');
      const products = page.locator('#menu-products');
      await expect(company).toBeHidden();
      await expect(products).toBeHidden();

      // Hover opens the panel, and the pointer can cross to its links without it closing.
      await page.getByRole('button', { name: 'Company' }).hover();
      await expect(company).toBeVisible();
      await expect(products).toBeHidden();
      for (const heading of ['JOIN THE TEAM', 'COMPANY', 'MORE']) await expect(company).toContainText(heading);
      const box = await page.getByRole('button', { name: 'Company' }).boundingBox();
      // Straight down from the button into the panel, a pixel at a time.
      for (let y = Math.round((box?.y ?? 0) + (box?.height ?? 0) - 2); y < (box?.y ?? 0) + 70; y += 1) {
        await page.mouse.move((box?.x ?? 0) + 10, y);
      }
      await expect(company).toBeVisible();
      await company.getByRole('link', { name: 'About' }).hover();
      await expect(company).toBeVisible();
      await page.mouse.move(640, 700);
      await expect(company).toBeHidden();

      // The keyboard: Tab onto the button opens its panel, Tab walks into the links, Enter follows one.
      await page.getByRole('button', { name: 'Company' }).focus();
      await expect(company).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(company.getByRole('link', { name: 'Join Us' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(company.getByRole('link', { name: 'About' })).toBeFocused();
      await expect(company).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/about$/);

      // A click (or tap) focuses the button, which opens the panel too.
      await page.getByRole('button', { name: 'Our Products' }).click();
      await expect(products).toBeVisible();
      for (const column of ['Aquamart', 'Aquabase', 'Fishwaale Mart']) await expect(products).toContainText(column);
      await products.getByRole('link', { name: 'Testing Kits' }).click();
      await expect(page).toHaveURL(/\/products\/testing-kits$/);

      // Log In and Sign Up are plain links that bring the visitor back.
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
        'href',
        '/signup?redirectTo=%2Fproducts%2Ftesting-kits',
      );
      await header.getByRole('link', { name: 'Log In' }).click();
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproducts%2Ftesting-kits$/);
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    });
  });

  test('[SHELL] on a phone the Menu link shows every group and link, and its links lead on', async ({ page }) => {
    await page.goto('/privacy-policy');
    const panel = page.getByRole('navigation', { name: 'Site menu' });
    await expect(panel).toHaveCount(0);
    // Without the script it is announced as what it is: a link to the menu page.
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Site menu' })).toBeVisible();
    await expect(panel).toBeVisible();
    for (const heading of [
      'Company',
      'JOIN THE TEAM',
      'COMPANY',
      'MORE',
      'Our Products',
      'Aquamart',
      'Aquabase',
      'Fishwaale Mart',
    ]) {
      await expect(panel.getByText(heading, { exact: true })).toBeVisible();
    }
    for (const name of ['Join Us', 'About', 'Blog', 'Services', 'Testing Kits', 'RAS Equipment']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Contact is in the MORE group and a main item.
    await expect(panel.getByRole('link', { name: 'Contact', exact: true })).toHaveCount(2);

    await panel.getByRole('link', { name: 'Testing Kits' }).click();
    await expect(page).toHaveURL(/\/products\/testing-kits$/);
    await expect(panel).toHaveCount(0);
    // Log In and Sign Up fit beside the Menu link at 360 px.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - (window.visualViewport?.width ?? window.innerWidth),
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
