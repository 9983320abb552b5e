import { expect, seriousAxeViolations, test } from './fixtures';

test('[HOME] / has the hero, about, statistics, six services, four testimonials, why us and the call to action', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Healthy fish, thriving farms' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
  await expect(main.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', '/about');

  for (const [value, label] of [
    ['2,500+', 'Happy Clients'],
    ['12,000+', 'Farmers Connected'],
    ['1742', 'Recognitions'],
    ['23', 'No. of Franchise'],
  ]) {
    const stat = main.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: label }) });
    await expect(stat.getByRole('definition')).toHaveText(value ?? '');
  }
  const learnMore = main.getByRole('link', { name: /^Learn More about / });
  await expect(learnMore).toHaveCount(6);
  for (const link of await learnMore.all()) await expect(link).toHaveAttribute('href', '/services');

  await expect(main.getByRole('region', { name: 'What Our Clients Say' }).getByRole('listitem')).toHaveCount(4);
  await expect(main.getByRole('region', { name: 'Why Choose Us' }).getByRole('listitem')).toHaveCount(4);
  const cta = main.getByRole('region', { name: "Need a Solution? Let's Talk" });
  await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
