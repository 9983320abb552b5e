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

test('[HOME] on a phone the hero shows its poster and never downloads the video', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/images/hero/hero.')) videoRequests.push(request.url());
  });
  await page.goto('/');
  const poster = page.locator('section picture img');
  await expect(poster).toHaveAttribute('fetchpriority', 'high');
  // The portrait drawing, inline: no request stands between the page and its largest paint.
  await expect
    .poll(() => poster.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/^data:image\/svg\+xml,/);
  expect(await poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const video = page.locator('section video');
  await expect(video).toHaveAttribute('preload', 'none');
  await page.waitForLoadState('networkidle');
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  expect(videoRequests).toEqual([]);
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('[HOME] on a wide screen the muted hero video loops over the landscape poster', async ({ page }) => {
    await page.goto('/');
    const poster = page.locator('section picture img');
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/images\/hero\/poster-\d+\.(avif|webp)$/);
    const video = page.locator('section video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
      .toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);
    await expect(video).toHaveAttribute('aria-hidden', 'true');
  });

  test('[HOME] visitors who ask for reduced motion keep the still poster', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const video = page.locator('section video');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(video).toHaveAttribute('preload', 'none');
  });
});
