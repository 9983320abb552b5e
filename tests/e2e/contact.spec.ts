import { expect, seriousAxeViolations, test } from './fixtures';

test('[CONTACT] /contact shows hours, area, emergencies and the grievance officer from the site settings', async ({
  page,
  request,
}) => {
  expect((await request.get('/contact')).headers()['cache-control'] ?? '').toMatch(/s-maxage/);
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main).toContainText('Monday to Saturday, 10:00 AM to 6:00 PM IST');
  await expect(main.getByRole('region', { name: 'Area covered' })).toHaveText(
    /Assam, Meghalaya, Nagaland, Mizoram, Arunachal Pradesh, Tripura, Manipur/,
  );
  await expect(main.getByRole('region', { name: 'Emergency contacts' }).getByRole('link')).toHaveCount(2);
  await expect(main.getByRole('region', { name: 'Grievance Officer' })).toContainText('Rituparna Deka');
  await expect(main.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  await expect(page.getByRole('contentinfo')).toHaveClass(/footer-light.*bg-amber-50/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
