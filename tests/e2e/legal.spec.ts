import { expect, seriousAxeViolations, test } from './fixtures';

for (const [path, title] of [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-and-conditions', 'Terms and Conditions'],
] as const) {
  test(`[PAGES] ${path} is a static legal page, last updated June 2024`, async ({ page, request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control'] ?? '').toMatch(/s-maxage/);
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Last updated: June 2024')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Grievance Officer: Rituparna Deka');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test('[PAGES] the signup form links to the legal pages it asks visitors to accept', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('link', { name: 'Terms and Conditions' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
});
