import { expect, queryDatabase, seriousAxeViolations, test } from './fixtures';
import { catalogueText } from './site-pages';

test('[ABOUT] /about is prerendered with business units, service cards, testimonials and the team', async ({
  page,
  request,
}) => {
  expect((await request.get('/about')).headers()['cache-control'] ?? '').toMatch(/s-maxage/);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('fish farming');
  for (const unit of ['Aquamart', 'Aquabase', 'Fishwaale Mart']) {
    await expect(page.getByRole('heading', { level: 3, name: unit })).toBeVisible();
  }

  // Rows the admin tests add and remove meanwhile (named "E2E …") are left out of the count.
  const testimonials = page.getByTestId('testimonial').filter({ hasNotText: 'E2E ' });
  const stored = queryDatabase<{ name: string; bg_color: string | null }>(
    "select name, bg_color from testimonials where name not like 'E2E %' order by created_at, id",
  );
  await expect(testimonials).toHaveCount(stored.length);
  await expect(testimonials.first()).toContainText(stored[0]?.name ?? '');
  const plain = stored.find((row) => row.bg_color === null);
  expect(plain).toBeDefined();
  const plainCard = testimonials.filter({ hasText: plain?.name ?? '' });
  await expect(plainCard).toHaveCSS('background-color', 'rgb(252, 231, 243)');
  await expect(plainCard.locator('img')).toHaveAttribute('src', '/images/avatar-placeholder.svg');

  const team = page.getByTestId('team-member').filter({ hasNotText: 'E2E ' });
  await expect(team).toHaveCount(queryDatabase("select id from team_members where name not like 'E2E %'").length);
  const linkedin = page.getByRole('link', { name: /^LinkedIn profile of / }).first();
  await expect(linkedin).toHaveAttribute('target', '_blank');
  await expect(linkedin).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Join us' })).toHaveAttribute('href', '/join-us');
  await expect(page.getByRole('contentinfo')).toHaveClass(/footer-light.*bg-violet-50/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('[ABOUT] service cards are clamped to four lines and open independently', async ({ page }) => {
  await page.goto('/about');
  const buttons = page.getByRole('button', { name: 'Read More' });
  await expect(buttons).toHaveCount(5);
  const first = buttons.nth(0);
  const firstText = page.locator(`#${await first.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  const clamped = await firstText.evaluate((element) => element.scrollHeight > element.clientHeight);
  expect(clamped).toBe(true);

  await first.click();
  await expect(page.getByRole('button', { name: 'Show Less' })).toHaveCount(1);
  expect(await firstText.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(false);
  await page.getByRole('button', { name: 'Read More' }).first().click();
  await expect(page.getByRole('button', { name: 'Show Less' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Show Less' }).first().click();
  await expect(page.getByRole('button', { name: 'Show Less' })).toHaveCount(1);
});

test('[ABOUT] a URL hash scrolls to its section', async ({ page }) => {
  await page.goto('/about#leadership');
  await expect(page.getByRole('heading', { name: 'Our Leadership' })).toBeInViewport();
  await page.goto('/about#testimonials');
  await expect(page.getByRole('heading', { name: 'What our clients say' })).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Issue 21, defect 5: a phone whose scripts did not arrive, or a crawler that runs none, still sees the people.
  test('[ABOUT] the testimonials and the leadership are shown without a script, in every language', async ({
    page,
  }) => {
    const team = queryDatabase<{ name: string; role: string }>(
      "select name, role from team_members where name not like 'E2E %'",
    );
    const testimonials = queryDatabase<{ name: string; quote: string }>(
      "select name, quote from testimonials where name not like 'E2E %'",
    );
    expect(team.length).toBeGreaterThan(0);
    expect(testimonials.length).toBeGreaterThan(0);
    for (const [locale, address] of [
      ['en', '/about'],
      ['as', '/as/about'],
      ['hi', '/hi/about'],
    ] as const) {
      await page.goto(address);
      const leadership = page.locator('#leadership');
      for (const member of team) {
        const card = leadership.getByTestId('team-member').filter({ hasText: member.name });
        await expect(card, `${address}: ${member.name}`).toBeVisible();
        await expect(card).toContainText(member.role);
      }
      const section = page.locator('#testimonials');
      for (const testimonial of testimonials) {
        const card = section.getByTestId('testimonial').filter({ hasText: testimonial.name });
        await expect(card, `${address}: ${testimonial.name}`).toBeVisible();
        await expect(card).toContainText(testimonial.quote.slice(0, 40));
      }
      for (const key of ['about.loadingTeam', 'about.loadingTestimonials']) {
        await expect(page.getByText(catalogueText(locale, key))).toHaveCount(0);
      }
    }
  });
});
