import { expect, queryDatabase, seriousAxeViolations, test } from './fixtures';
import { catalogueText } from './site-pages';

test('[SERVICES] /services: hero, six services, three reasons, the team and the FAQ', async ({ page, request }) => {
  expect((await request.get('/services')).headers()['cache-control'] ?? '').toMatch(/s-maxage/);
  await page.goto('/services');
  await expect(page.getByRole('main').getByRole('link', { name: 'Join us' })).toHaveAttribute(
    'href',
    '/join-us#join-us',
  );
  const services = page.getByRole('region', { name: 'Our services' }).getByRole('article');
  await expect(services).toHaveCount(6);
  // The toggle appears only for descriptions longer than 100 characters.
  await expect(page.getByRole('button', { name: 'Read More' })).toHaveCount(4);
  await expect(services.filter({ hasText: 'Technical Support' }).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Why choose us' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('team-member').filter({ hasNotText: 'E2E ' })).toHaveCount(
    queryDatabase("select id from team_members where name not like 'E2E %'").length,
  );
  await expect(page.getByRole('contentinfo')).toHaveClass(/footer-light.*bg-teal-50/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('[SERVICES] the FAQ keeps one answer open at a time', async ({ page }) => {
  await page.goto('/services');
  const items = page.getByTestId('faq-item');
  await expect(items).toHaveCount(6);
  const openCount = () => page.locator('[data-testid="faq-item"][open]').count();
  expect(await openCount()).toBe(0);
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await items.nth(2).locator('summary').click();
  await expect(items.nth(2)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  expect(await openCount()).toBe(1);
  // Keyboard works too.
  await items.nth(4).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(4)).toHaveAttribute('open', '');
  expect(await openCount()).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Issue 21, defect 5: the team is in the page itself, not behind a script.
  test('[SERVICES] the team is shown without a script, in every language', async ({ page }) => {
    const team = queryDatabase<{ name: string; role: string }>(
      "select name, role from team_members where name not like 'E2E %'",
    );
    expect(team.length).toBeGreaterThan(0);
    for (const [locale, address] of [
      ['en', '/services'],
      ['as', '/as/services'],
      ['hi', '/hi/services'],
    ] as const) {
      await page.goto(address);
      const section = page.locator('#team');
      for (const member of team) {
        const card = section.getByTestId('team-member').filter({ hasText: member.name });
        await expect(card, `${address}: ${member.name}`).toBeVisible();
        await expect(card).toContainText(member.role);
      }
      await expect(page.getByText(catalogueText(locale, 'about.loadingTeam'))).toHaveCount(0);
    }
  });
});
