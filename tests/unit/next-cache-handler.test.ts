import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import SiteCacheHandler from '@/server/cache/next-cache-handler.mjs';
import { recordRevalidation } from '@/server/cache/revalidation-clock.mjs';

/** A build (its .next, named by BUILD_ID) and a DATA_DIR, as the production server has them. */
function site(buildId = 'build-one') {
  const root = mkdtempSync(path.join(tmpdir(), 'cache-handler-'));
  mkdirSync(path.join(root, '.next', 'server'), { recursive: true });
  writeFileSync(path.join(root, '.next', 'BUILD_ID'), buildId);
  return {
    root,
    dataDir: path.join(root, 'data'),
    serverDistDir: path.join(root, '.next', 'server'),
    entries: path.join(root, 'data', 'next-cache', buildId),
  };
}
const sites: string[] = [];
/** A handler as Next.js makes one in a server with this DATA_DIR. */
function handlerOf({ root, dataDir, serverDistDir }: ReturnType<typeof site>) {
  sites.push(root);
  process.env.DATA_DIR = dataDir;
  return new SiteCacheHandler({ serverDistDir });
}
const dataDirBefore = process.env.DATA_DIR;
afterAll(() => {
  process.env.DATA_DIR = dataDirBefore;
  for (const root of sites) rmSync(root, { recursive: true, force: true });
});
const main = site();

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
    await handlerOf(main).set('/about', page('<p>About</p>', '_N_T_/about,catalogue'), {
      cacheControl: { revalidate: false },
    });
    const entry = await handlerOf(main).get('/about', pageContext);
    expect(entry?.value).toEqual(page('<p>About</p>', '_N_T_/about,catalogue'));
    expect(entry?.cacheControl).toEqual({ revalidate: false });
    expect(await handlerOf(main).get('/never-stored', pageContext)).toBeNull();
  });

  it("drops a page once one of its tags changes, and keeps the others'", async () => {
    const handler = handlerOf(main);
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
    const handler = handlerOf(main);
    await handler.set('settings-data', data('old settings'), { fetchCache: true });
    const context = { kind: 'FETCH', tags: ['settings-tag'], softTags: ['_N_T_/layout'] };
    expect((await handler.get('settings-data', context))?.value).toMatchObject({ data: { body: 'old settings' } });
    await pause();
    await recordRevalidation({ tags: ['_N_T_/layout'] }, 'elsewhere');
    expect(await handler.get('settings-data', context)).toBeNull();
  });

  it('keeps data in memory only: what visitors typed (a search) never fills the disk', async () => {
    const handler = handlerOf(main);
    const before = readdirSync(main.entries).length;
    for (let index = 0; index < 50; index++) {
      await handler.set(`published-posts-search-${index}`, data(`results ${index}`), { fetchCache: true });
    }
    expect(readdirSync(main.entries)).toHaveLength(before);
    expect((await handler.get('published-posts-search-7', { kind: 'FETCH', tags: [] }))?.value).toMatchObject({
      data: { body: 'results 7' },
    });
  });

  it('keeps the tag times beside the entries, so a restart does not bring a changed page back', async () => {
    const handler = handlerOf(main);
    await handler.revalidateTag(['team-tag'], undefined);
    const file = path.join(main.entries, 'tag-times.json');
    expect(existsSync(file)).toBe(true);
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
    expect(kept['team-tag']).toBeGreaterThan(Date.now() - 60_000);
    expect(kept['catalogue-tag']).toBeLessThanOrEqual(kept['team-tag'] ?? 0);
  });

  it('after a restart, takes the kept tag times back: a page stored before the change stays gone', async () => {
    const before = site();
    const after = site();
    const first = handlerOf(before);
    await first.set('/team', page('old team', '_N_T_/team,people-tag'), {});
    await first.set('/services', page('services', '_N_T_/services'), {});
    // The same files, as the restarted server finds them, with the change made just before the restart.
    cpSync(before.entries, after.entries, { recursive: true });
    writeFileSync(path.join(after.entries, 'tag-times.json'), JSON.stringify({ 'people-tag': Date.now() + 1 }));
    const restarted = handlerOf(after);
    expect(await restarted.get('/team', pageContext)).toBeNull();
    // Read from its file, whole: buffers and maps too.
    expect((await restarted.get('/services', pageContext))?.value).toEqual(page('services', '_N_T_/services'));
  });

  it('takes an entry it cannot read (a damaged file) for a miss, so the page is rendered afresh', async () => {
    const handler = handlerOf(site());
    writeFileSync(handler.fileOf('/broken'), 'not an entry');
    expect(await handler.get('/broken', pageContext)).toBeNull();
  });

  it("keeps each build's pages and each DATA_DIR's apart, and removes builds unused for a day", async () => {
    const first = site('build-one');
    await handlerOf(first).set('/about', page('about, first build', '_N_T_/about'), {});
    // The next build on the same DATA_DIR: the page names the old build's scripts, so it is not served.
    const next = {
      ...site('build-two'),
      dataDir: first.dataDir,
      entries: path.join(first.dataDir, 'next-cache', 'build-two'),
    };
    expect(await handlerOf(next).get('/about', pageContext)).toBeNull();
    // Another server's DATA_DIR (another database): never its pages.
    expect(await handlerOf(site('build-one')).get('/about', pageContext)).toBeNull();
    // The old build's folder goes once it has been unused for a day, when a server of another build starts.
    const stale = new Date(Date.now() - 25 * 3_600_000);
    utimesSync(first.entries, stale, stale);
    handlerOf({ ...site('build-three'), dataDir: first.dataDir });
    expect(readdirSync(path.join(first.dataDir, 'next-cache')).sort()).toEqual(['build-three', 'build-two']);
  });
});
