import { expect, queryDatabase, seriousAxeViolations, test } from './fixtures';

test('[SHELL] the footer shows the company facts, a WhatsApp link and a ticking India clock', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  for (const name of ['Home', 'About Us', 'Services', 'Products', 'Contact']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+$/,
  );
  await expect(footer.getByRole('link', { name: '+91 98640 00001' })).toHaveAttribute('href', 'tel:+919864000001');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

  const clock = footer.getByTestId('india-clock');
  await expect(clock).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const first = await clock.textContent();
  await expect.poll(async () => clock.textContent(), { timeout: 3000 }).not.toBe(first);
  // The clock shows India time (UTC+5:30), whatever the browser's zone.
  const [hours = 0, minutes = 0] = (first ?? '').split(':').map(Number);
  const now = new Date();
  const india = (now.getUTCHours() * 60 + now.getUTCMinutes() + 330) % 1440;
  expect(Math.abs(hours * 60 + minutes - india) % 1439).toBeLessThanOrEqual(1);
});

test('[SHELL] the footer colour follows the page', async ({ page }) => {
  const themes: Record<string, RegExp> = {
    '/': /footer-light.*bg-sky-50/,
    '/login': /footer-dark/,
  };
  for (const [path, theme] of Object.entries(themes)) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toHaveClass(theme);
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
});

test('[SHELL] no horizontal scroll at 360 px', async ({ page }) => {
  for (const path of [
    '/',
    '/login',
    '/signup',
    '/privacy-policy',
    '/ras-equipment',
    '/catalog',
    '/about',
    '/services',
    '/contact',
    '/join-us',
    '/join-us/tenant-down',
    '/terms-and-conditions',
    '/no-such-page',
    '/blog',
    '/products/fish-seed',
  ]) {
    await page.goto(path);
    // Against the visual viewport: on a phone the layout viewport grows to fit whatever overflows.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - (window.visualViewport?.width ?? window.innerWidth),
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('[SHELL] every footer lists the emergency numbers from the site settings as tap-to-call links', async ({
  page,
}) => {
  const [settings] = queryDatabase<{ value: string }>("select value from site_settings where key = 'company'");
  const { emergencyContacts } = JSON.parse(settings?.value ?? '{}') as {
    emergencyContacts: { label: string; number: string }[];
  };
  expect(emergencyContacts.length).toBeGreaterThan(0);
  // Each colour of the footer (blue, violet, teal, cream, slate, dark), and a page outside the public site.
  for (const path of ['/', '/about', '/services', '/contact', '/blog', '/privacy-policy', '/login']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Emergency numbers' }), path).toBeVisible();
    const list = footer.getByRole('list', { name: 'Emergency numbers' });
    await expect(list.getByRole('listitem'), path).toHaveCount(emergencyContacts.length);
    for (const contact of emergencyContacts) {
      const shown = `+91 ${contact.number.slice(3, 8)} ${contact.number.slice(8)}`;
      await expect(list.getByRole('listitem').filter({ hasText: contact.label }), path).toContainText(shown);
      await expect(list.getByRole('link', { name: shown }), path).toHaveAttribute('href', `tel:${contact.number}`);
    }
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
});
