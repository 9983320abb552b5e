import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import SiteCacheHandler from '@/server/cache/next-cache-handler.mjs';
import { recordRevalidation } from '@/server/cache/revalidation-clock.mjs';

const serverDistDir = mkdtempSync(path.join(tmpdir(), 'cache-handler-'));
afterAll(() => rmSync(serverDistDir, { recursive: true, force: true }));

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const pageContext = { kind: 'APP_PAGE' };
const data = (value: string) => ({ kind: 'FETCH', data: { body: value, headers: {}, url: '' }, revalidate: 60 });
const pause = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('the cache handler', () => {
  it('keeps pages as files, whole (buffers and maps too), for any worker that starts later', async () => {
    await new SiteCacheHandler({ serverDistDir }).set('/about', page('<p>About</p>', '_N_T_/about,catalogue'), {
      cacheControl: { revalidate: false },
    });
    const entry = await new SiteCacheHandler({ serverDistDir }).get('/about', pageContext);
    expect(entry?.value).toEqual(page('<p>About</p>', '_N_T_/about,catalogue'));
    expect(entry?.cacheControl).toEqual({ revalidate: false });
    expect(await new SiteCacheHandler({ serverDistDir }).get('/never-stored', pageContext)).toBeNull();
  });

  it("drops a page once one of its tags changes, and keeps the others'", async () => {
    const handler = new SiteCacheHandler({ serverDistDir });
    await handler.set('/products', page('old list', '_N_T_/products,catalogue-tag'), {});
    await handler.set('/blog', page('posts', '_N_T_/blog,blog-tag'), {});
    await pause();
    await handler.revalidateTag('catalogue-tag', undefined);
    expect(await handler.get('/products', pageContext)).toBeNull();
    expect((await handler.get('/blog', pageContext))?.value).toMatchObject({ html: 'posts' });
    await pause();
    await handler.set('/products', page('new list', '_N_T_/products,catalogue-tag'), {});
    expect((await handler.get('/products', pageContext))?.value).toMatchObject({ html: 'new list' });
  });

  it('drops data by the tags its caller names, a change heard from another server too', async () => {
    const handler = new SiteCacheHandler({ serverDistDir });
    await handler.set('settings-data', data('old settings'), { fetchCache: true });
    const context = { kind: 'FETCH', tags: ['settings-tag'], softTags: ['_N_T_/layout'] };
    expect((await handler.get('settings-data', context))?.value).toMatchObject({ data: { body: 'old settings' } });
    await pause();
    await recordRevalidation({ tags: ['_N_T_/layout'] }, 'elsewhere');
    expect(await handler.get('settings-data', context)).toBeNull();
  });

  it('keeps the tag times beside the entries, so a restart does not bring a changed page back', async () => {
    const handler = new SiteCacheHandler({ serverDistDir });
    await handler.revalidateTag(['team-tag'], undefined);
    const file = path.join(serverDistDir, 'site-entries', 'tag-times.json');
    expect(existsSync(file)).toBe(true);
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
    expect(kept['team-tag']).toBeGreaterThan(Date.now() - 60_000);
    expect(kept['catalogue-tag']).toBeLessThanOrEqual(kept['team-tag'] ?? 0);
  });
});
