import type { APIRequestContext } from '@playwright/test';
import { expect, logIn, queryDatabase, test } from './fixtures';
import {
  headLinks,
  inEachLanguage,
  languageVersions,
  linkPaths,
  pathOf,
  readSitemap,
  sitemapPaths,
} from './site-pages';

const sameLinks = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Issue 21, defect 2: every public page in every language names itself as
 * canonical and its three languages plus x-default as alternates. Walking the
 * sitemap means a new page, sub-category, product or post cannot forget them.
 */
test('[SEO] every page of the sitemap is its own canonical and names its languages and x-default', async ({
  request,
}) => {
  test.slow();
  const entries = await readSitemap(request);
  expect(entries.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const entry of entries) {
    const path = pathOf(entry.url);
    const expected = languageVersions(path);
    const response = await request.get(path);
    if (response.status() === 404) {
      // Only a page another test deleted meanwhile may be gone, and then the sitemap says so too.
      expect([...(await sitemapPaths(request))], `${path} answers 404`).not.toContain(path);
      continue;
    }
    expect(response.status(), path).toBe(200);
    const { canonical, alternates } = headLinks(await response.text());
    if (canonical.map(pathOf).join() !== path) problems.push(`${path}: canonical ${canonical.join(', ') || 'missing'}`);
    if (!sameLinks(linkPaths(alternates), expected)) problems.push(`${path}: hreflang ${JSON.stringify(alternates)}`);
    // The sitemap names the same alternates as the page.
    if (!sameLinks(linkPaths(entry.alternates), expected)) {
      problems.push(`${path}: sitemap alternates ${JSON.stringify(entry.alternates)}`);
    }
  }
  expect(problems).toEqual([]);
});

/** Each address in each language is 200, its own canonical and names its languages; returns the HTML. */
async function expectOwnCanonical(request: APIRequestContext, paths: string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const path of paths.flatMap(inEachLanguage)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const { canonical, alternates } = headLinks(html);
    expect(canonical.map(pathOf), path).toEqual([path]);
    expect(linkPaths(alternates), path).toEqual(languageVersions(path));
    pages.set(path, html);
  }
  return pages;
}

test('[SEO] a later page of a product list is its own canonical in its language, with its alternates', async ({
  request,
}) => {
  await expectOwnCanonical(request, ['/products/fish-seed?page=2']);
});

test('[SEO] a later page and a category of the blog are their own canonical; a search is not indexed', async ({
  request,
}) => {
  const pages = await expectOwnCanonical(request, ['/blog?page=2', '/blog?category=1']);
  for (const [path, html] of pages) expect(html, path).not.toMatch(/<meta name="robots" content="noindex/);
  const search = await (await request.get('/blog?q=pond')).text();
  expect(search).toMatch(/<meta name="robots" content="noindex, follow"/);
});

test('[SEO] /testing-kits is its own canonical in its language, also at a later page, and is in the sitemap', async ({
  request,
}) => {
  expect([...(await sitemapPaths(request))]).toContain('/testing-kits');
  await expectOwnCanonical(request, ['/testing-kits', '/testing-kits?page=2']);
});

/**
 * Issue 21, defect 3: the sitemap follows the catalogue at once, as it follows
 * the blog: its reads carry the catalogue's tag, which every catalogue edit
 * revalidates.
 */
test('[ADMIN][SEO] the sitemap lists a new product in three languages at once, follows a renamed sub-category and drops deleted ones', async ({
  page,
  request,
  createAccount,
}) => {
  const languages = (path: string) => inEachLanguage(path);
  const expectListed = async (paths: string[], listed: boolean) => {
    const sitemap = await sitemapPaths(request);
    for (const path of paths) expect(sitemap.has(path), `${path} in the sitemap`).toBe(listed);
  };
  // The sitemap as served (and cached) before the changes.
  await expectListed(languages('/products/fish-seed'), true);

  const name = `E2E Sitemap Tanks ${Date.now()}`;
  await logIn(page, await createAccount({ admin: true }), '/admin/add-sub-category');
  await page.getByLabel('Parent category').selectOption({ label: 'Aquabase' });
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Sub-category added.' })).toBeVisible();
  const slugOf = (subCategory: string) =>
    queryDatabase<{ slug: string }>('select slug from sub_categories where name = ?', subCategory)[0]?.slug ?? '';
  const subCategorySlug = slugOf(name);
  await expectListed(languages(`/products/${subCategorySlug}`), true);

  await page.goto('/admin/add-product');
  const productName = `E2E Sitemap Liner ${Date.now()}`;
  await page.getByLabel('Parent category').selectOption({ label: 'Aquabase' });
  await page.getByLabel('Sub-category').selectOption({ label: name });
  await page.getByLabel('Name', { exact: true }).fill(productName);
  await page.getByLabel('Price (₹)').fill('4500');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product added.' })).toBeVisible();
  const productSlug =
    queryDatabase<{ slug: string }>('select slug from products where name = ?', productName)[0]?.slug ?? '';
  await expectListed(languages(`/products/${subCategorySlug}/${productSlug}`), true);

  // A new name is a new address for the sub-category and for every product in it.
  await page.goto('/admin/categories');
  await page
    .getByTestId('sub-category-row')
    .filter({ hasText: name })
    .getByRole('link', { name: `Edit sub-category ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Sub-category' });
  await dialog.getByLabel('Name', { exact: true }).fill(`${name} Pro`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sub-category updated.' })).toBeVisible();
  const renamedSlug = slugOf(`${name} Pro`);
  expect(renamedSlug).not.toBe(subCategorySlug);
  await expectListed(
    [...languages(`/products/${renamedSlug}`), ...languages(`/products/${renamedSlug}/${productSlug}`)],
    true,
  );
  await expectListed(
    [...languages(`/products/${subCategorySlug}`), ...languages(`/products/${subCategorySlug}/${productSlug}`)],
    false,
  );

  await page.goto(`/admin/products?q=${encodeURIComponent(productName)}`);
  page.once('dialog', (question) => void question.accept());
  await page.getByRole('button', { name: `Delete ${productName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product deleted.' })).toBeVisible();
  await expectListed(languages(`/products/${renamedSlug}/${productSlug}`), false);

  await page.goto('/admin/categories');
  await page
    .getByTestId('sub-category-row')
    .filter({ hasText: `${name} Pro` })
    .getByRole('button', { name: `Delete sub-category ${name} Pro` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Sub-category deleted.' })).toBeVisible();
  await expectListed(languages(`/products/${renamedSlug}`), false);
});
