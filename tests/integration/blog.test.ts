import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorLabel, cardExcerpt, formatPostDate, tagsPreview } from '@/lib/blog';
import { encodeList } from '@/lib/lists';
import { findPostPaths } from '@/server/blog/find-post-paths';
import { findPublishedPost } from '@/server/blog/find-published-post';
import { findPublishedPosts } from '@/server/blog/find-published-posts';
import { POST_VIEW_LIMITS, recordPostView } from '@/server/blog/record-post-view';
import { sanitizePostHtml } from '@/server/blog/sanitize-post-html';
import type { BlogStatus } from '@/server/db/schema';
import { consumeRateLimit, sweepRateLimits } from '@/server/security/rate-limit';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

describe.each(testEngines())('blog on %s', (engine) => {
  let database: TestDatabase;
  let feedCategory: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.db;
    const feed = await db
      .insertInto('blog_categories')
      .values({ name: 'Feed', slug: 'feed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const water = await db
      .insertInto('blog_categories')
      .values({ name: 'Water', slug: 'water' })
      .returning('id')
      .executeTakeFirstOrThrow();
    feedCategory = feed.id;
    const post = (
      index: number,
      values: { title: string; status?: BlogStatus; author?: string; excerpt?: string; category?: number },
    ) => ({
      title: values.title,
      slug: `post-${index}`,
      content: `<p>Body of ${values.title}</p>`,
      excerpt: values.excerpt ?? '',
      author: values.author ?? 'Admin',
      status: values.status ?? 'published',
      tags: encodeList(['ponds']),
      category_id: values.category ?? water.id,
      created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    });
    await db
      .insertInto('blogs')
      .values([
        post(1, { title: 'Floating FEED explained', category: feed.id }),
        post(2, { title: 'Lime before the rain', excerpt: 'Why feed matters less than lime' }),
        post(3, { title: 'Oxygen at dawn', author: 'Dr. Feedwell' }),
        post(4, { title: 'Feed plan draft', status: 'draft', category: feed.id }),
        post(5, { title: 'Old feed news', status: 'archived', category: feed.id }),
        post(6, { title: '100% natural ponds' }),
        ...Array.from({ length: 14 }, (_, index) => post(10 + index, { title: `Weekly pond note ${index}` })),
      ])
      .execute();
  });
  afterAll(async () => {
    await database.drop();
  });

  const titles = async (options: Parameters<typeof findPublishedPosts>[1]) =>
    (await findPublishedPosts(database.db, options)).posts.map((post) => post.title);

  it('lists published posts only, newest first, 12 a page', async () => {
    const first = await findPublishedPosts(database.db, {});
    expect(first.total).toBe(18);
    expect(first.pageCount).toBe(2);
    expect(first.posts).toHaveLength(12);
    expect(first.posts[0]?.title).toBe('Weekly pond note 13');
    const all = [...first.posts, ...(await findPublishedPosts(database.db, { page: 2 })).posts].map(
      (post) => post.title,
    );
    expect(all).not.toContain('Feed plan draft');
    expect(all).not.toContain('Old feed news');
    expect(first.posts[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('searches title, excerpt and author without regard to case, and filters by category', async () => {
    expect(await titles({ query: 'feed' })).toEqual([
      'Oxygen at dawn',
      'Lime before the rain',
      'Floating FEED explained',
    ]);
    expect(await titles({ query: 'FEED', categoryId: feedCategory })).toEqual(['Floating FEED explained']);
    expect(await titles({ categoryId: feedCategory })).toEqual(['Floating FEED explained']);
    // What a visitor types is text, not a pattern.
    expect(await titles({ query: '100%' })).toEqual(['100% natural ponds']);
    expect(await titles({ query: '_' })).toEqual([]);
    expect(await titles({ query: 'no such words' })).toEqual([]);
  });

  it('opens published posts only', async () => {
    expect((await findPublishedPost(database.db, 'post-1', 'en'))?.title).toBe('Floating FEED explained');
    expect(await findPublishedPost(database.db, 'post-4', 'en')).toBeUndefined();
    expect(await findPublishedPost(database.db, 'post-5', 'en')).toBeUndefined();
    expect(await findPublishedPost(database.db, 'nothing', 'en')).toBeUndefined();
    const paths = await findPostPaths(database.db);
    expect(paths).toContain('/blog/post-1');
    expect(paths).not.toContain('/blog/post-4');
  });

  it('counts a visitor once per post per day, and an address at most its share, whatever cookies it invents', async () => {
    const view = (visitor: string, address: string, slug = 'post-2') =>
      recordPostView({ db: database.db, slug, visitor, address });
    expect(await view('cookie-a', 'address:1')).toEqual({ views: 1, counted: true });
    expect(await view('cookie-a', 'address:1')).toEqual({ views: 1, counted: false });
    // A client that invents a new cookie for every request counts at most its address's share.
    let counted = 1;
    for (let index = 0; index < 30; index++) {
      if ((await view(`invented-${index}`, 'address:1')).counted) counted += 1;
    }
    expect(counted).toBe(POST_VIEW_LIMITS.addressPerPost.max);
    // Another address (another farmer) still counts.
    expect(await view('cookie-c', 'address:2')).toMatchObject({ counted: true });
    await expect(view('cookie-d', 'address:3', 'post-4')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses an address that sends too many view requests, and writes no row for them', async () => {
    const address = 'address:flood';
    for (let index = 0; index < POST_VIEW_LIMITS.address.max; index++) {
      await recordPostView({ db: database.db, slug: 'post-1', visitor: `flood-${index}`, address });
    }
    const rows = async () =>
      Number(
        (
          await database.db
            .selectFrom('rateLimit')
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await rows();
    for (let index = 0; index < 20; index++) {
      await expect(
        recordPostView({ db: database.db, slug: 'post-1', visitor: `more-${index}`, address }),
      ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    }
    expect(await rows()).toBe(before);
  });

  it('sweeps rate-limit rows whose window is over, and keeps live ones', async () => {
    const now = Date.now();
    await consumeRateLimit(database.db, 'sweep|old', { max: 1, windowSeconds: 60 }, now - 25 * 60 * 60 * 1000);
    await consumeRateLimit(database.db, 'sweep|live', { max: 1, windowSeconds: 24 * 60 * 60 }, now - 60 * 1000);
    await sweepRateLimits(database.db, now);
    const keys = (
      await database.db.selectFrom('rateLimit').select('key').where('key', 'like', 'sweep|%').execute()
    ).map((row) => row.key);
    expect(keys).toEqual(['sweep|live']);
    // No limit may count over a longer window than the sweep keeps.
    await expect(
      consumeRateLimit(database.db, 'sweep|too-long', { max: 1, windowSeconds: 2 * 24 * 60 * 60 }),
    ).rejects.toThrow(/longer than the sweep keeps rows/);
  });
});

describe('post HTML', () => {
  const payloads = [
    '<script>window.__xss = 1</script>',
    '<img src=x onerror="window.__xss=1">',
    '<a href="javascript:window.__xss=1">click</a>',
    '<a href="JaVaScRiPt:alert(1)">click</a>',
    '<a href="&#106;avascript:alert(1)">click</a>',
    '<svg onload="alert(1)"><circle r="1"/></svg>',
    '<iframe src="https://evil.example/"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<p style="background:url(javascript:alert(1))">styled</p>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<details open ontoggle="alert(1)">x</details>',
    '<form action="javascript:alert(1)"><button>go</button></form>',
    '<object data="data:text/html,<script>alert(1)</script>"></object>',
    '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<base href="https://evil.example/">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
    '<div onclick="alert(1)">x</div>',
    '"><script>alert(1)</script>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
  ];

  it.each(payloads)('renders %s inert', (payload) => {
    const clean = sanitizePostHtml(payload).toLowerCase();
    expect(clean).not.toMatch(
      /<script|<svg|<object|<base|<meta|<form|<style|\son\w+=|javascript:|data:text|srcdoc|evil\.example/,
    );
  });

  it('keeps ordinary formatting, safe links and a YouTube embed', () => {
    const html =
      '<h2>Steps</h2><ol><li><strong>Lime</strong></li></ol><a href="https://icar.org.in/">ICAR</a><img src="https://example.in/p.webp" alt="Pond"><iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>';
    const clean = sanitizePostHtml(html);
    expect(clean).toContain('<h2>Steps</h2><ol><li><strong>Lime</strong></li></ol>');
    expect(clean).toContain('<a href="https://icar.org.in/" rel="noopener noreferrer nofollow">ICAR</a>');
    expect(clean).toContain('<img src="https://example.in/p.webp" alt="Pond" loading="lazy" />');
    expect(clean).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>');
  });
});

describe('blog display rules', () => {
  it('cuts excerpts at 200 characters, strips tags, shows two tags, long US dates and the founder title', () => {
    expect(cardExcerpt('', `<p>${'a'.repeat(250)}</p>`)).toBe(`${'a'.repeat(200)}...`);
    expect(cardExcerpt('Short <b>excerpt</b>', 'ignored')).toBe('Short excerpt');
    expect(tagsPreview(['a', 'b', 'c', 'd'])).toEqual({ tags: ['a', 'b'], more: 2 });
    expect(formatPostDate(new Date('2024-06-05T06:00:00Z'), 'en')).toBe('June 5, 2024');
    expect(authorLabel('Admin', 'Founder, Aquaculture Group')).toBe('Founder, Aquaculture Group');
    expect(authorLabel('Kevin Marak', 'Founder, Aquaculture Group')).toBe('Kevin Marak');
  });
});
