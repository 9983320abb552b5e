import { expect, seriousAxeViolations, test } from './fixtures';

test('[JOIN] /join-us: CAREERS hero, how to apply at #join-us, and the emergencies box', async ({ page, request }) => {
  expect((await request.get('/join-us')).headers()['cache-control'] ?? '').toMatch(/s-maxage/);
  await page.goto('/services');
  await page.getByRole('main').getByRole('link', { name: 'Join us' }).click();
  await expect(page).toHaveURL(/\/join-us#join-us$/);
  await expect(page.getByText('CAREERS', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Apply' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Emergencies' }).getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('contentinfo')).toHaveClass(/footer-light/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
