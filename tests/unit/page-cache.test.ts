import { describe, expect, it } from 'vitest';
import { type CachedPage, createPageCache } from '@/server/http/page-cache';
import { pageRule, sharedPageKey } from '@/server/http/page-cache-policy';

const page = (text: string): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: Buffer.from(text),
});

/** A cache on a clock the test moves, with a revalidation clock it moves too. */
function cacheAt(start = 1_000_000, options: { maxEntries?: number; maxBytes?: number } = {}) {
  const time = { now: start, changedAt: 0 };
  const cache = createPageCache({ lastChangeAt: () => time.changedAt, now: () => time.now, ...options });
  return { cache, time };
}

describe('page cache', () => {
  it('keeps a page for its s-maxage, then renders it again', () => {
    const { cache, time } = cacheAt();
    cache.startFill('site/blog').store(page('blog'), 60);
    time.now += 59_999;
    expect(cache.get('site/blog')?.body.toString()).toBe('blog');
    time.now += 1;
    expect(cache.get('site/blog')).toBeUndefined();
  });

  it('drops every page rendered before a content change, and keeps none whose render overlapped one', () => {
    const { cache, time } = cacheAt();
    cache.startFill('site/a').store(page('a'), 60);
    time.now += 10;
    const during = cache.startFill('site/b');
    time.now += 10;
    time.changedAt = time.now; // an admin saved while /b was being rendered
    time.now += 10;
    during.store(page('b, maybe old'), 60);
    expect(cache.get('site/a')).toBeUndefined();
    expect(cache.get('site/b')).toBeUndefined();
    time.now += 1;
    cache.startFill('site/a').store(page('a, new'), 60);
    expect(cache.get('site/a')?.body.toString()).toBe('a, new');
  });

  it('lets requests for a page being rendered wait for that render, and go on their own when it gives nothing', async () => {
    const { cache } = cacheAt();
    const fill = cache.startFill('site/x');
    const waiting = cache.pending('site/x');
    expect(waiting).toBeDefined();
    fill.store(page('x'), 60);
    expect((await waiting)?.body.toString()).toBe('x');
    expect(cache.pending('site/x')).toBeUndefined();

    const failed = cache.startFill('site/y');
    const waitingForY = cache.pending('site/y');
    failed.abandon();
    failed.abandon();
    expect(await waitingForY).toBeUndefined();
    expect(cache.get('site/y')).toBeUndefined();
  });

  it('lets the least recently used page go first, beyond its count and its size', () => {
    const { cache } = cacheAt(1_000_000, { maxEntries: 2, maxBytes: 10 });
    cache.startFill('a').store(page('aaa'), 60);
    cache.startFill('b').store(page('bbb'), 60);
    cache.get('a');
    cache.startFill('c').store(page('ccc'), 60);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.startFill('d').store(page('dddddddd'), 60);
    expect(cache.size).toBe(1);
    expect(cache.get('d')).toBeDefined();
  });
});

describe('which pages are shared', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
    method,
    url,
    headers: { host: 'fish.example', ...headers },
  });

  it('shares the public pages in every language, lists and searches included', () => {
    for (const path of [
      '/',
      '/as',
      '/about',
      '/hi/about',
      '/products/fish-seed',
      '/as/products/fish-seed/rohu-fingerlings-1000-pcs',
      '/blog',
      '/blog/monsoon-pond-care',
      '/join-us/tenant-down',
    ]) {
      expect(pageRule(path)?.sharing, path).toBe('shared');
    }
  });

  it('keeps a help answer on this server only, apart for questions asked from elsewhere', () => {
    expect(pageRule('/help/answer')?.sharing).toBe('this-server');
    expect(pageRule('/as/help/answer')?.sharing).toBe('this-server');
    expect(sharedPageKey(request('/help/answer?q=rohu'))).toBe('fish.example/help/answer?q=rohu asked-here');
    expect(sharedPageKey(request('/help/answer?q=rohu', { 'sec-fetch-site': 'same-origin' }))).toBe(
      'fish.example/help/answer?q=rohu asked-here',
    );
    expect(sharedPageKey(request('/help/answer?q=rohu', { 'sec-fetch-site': 'cross-site' }))).toBe(
      'fish.example/help/answer?q=rohu asked-elsewhere',
    );
  });

  it('keeps the order page on this server as a template, for visitors who are not signed in', () => {
    expect(pageRule('/products/fish-seed/rohu-fingerlings-1000-pcs/order')?.sharing).toBe('template');
    expect(pageRule('/hi/products/fish-seed/rohu-fingerlings-1000-pcs/order')?.sharing).toBe('template');
    expect(sharedPageKey(request('/products/fish-seed/rohu/order'))).toBe('fish.example/products/fish-seed/rohu/order');
    expect(
      sharedPageKey(request('/products/fish-seed/rohu/order', { cookie: 'better-auth.session_token=abc' })),
    ).toBeUndefined();
  });

  it('never shares a page written for one visitor or one person', () => {
    for (const path of [
      '/t/abcdefghijklmnop',
      '/account',
      '/account/orders',
      '/admin',
      '/as/admin',
      '/login',
      '/signup',
      '/reset-password',
      '/api/me',
      '/en/about',
    ]) {
      expect(pageRule(path)?.sharing, path).toBeUndefined();
    }
  });

  it('keys a page load by host, path and query', () => {
    expect(sharedPageKey(request('/products/fish-seed?page=2'))).toBe('fish.example/products/fish-seed?page=2');
    expect(sharedPageKey(request('/blog?q=pond', {}, 'HEAD'))).toBe('fish.example/blog?q=pond');
  });

  it('sends signed-in visitors, the framework’s own requests and changes to the app', () => {
    expect(sharedPageKey(request('/blog', {}, 'POST'))).toBeUndefined();
    expect(sharedPageKey(request('/blog', { cookie: 'visitor=1; better-auth.session_token=abc' }))).toBeUndefined();
    expect(sharedPageKey(request('/blog', { cookie: '__Secure-better-auth.session_data=abc' }))).toBeUndefined();
    expect(sharedPageKey(request('/blog', { rsc: '1' }))).toBeUndefined();
    expect(sharedPageKey(request('/blog', { 'next-router-prefetch': '1' }))).toBeUndefined();
    expect(sharedPageKey(request('/blog', { cookie: 'visitor=1' }))).toBe('fish.example/blog');
  });

  it('leaves the home page to the app for a visitor it sends to another language', () => {
    expect(sharedPageKey(request('/', { cookie: 'site_locale=as' }))).toBeUndefined();
    expect(sharedPageKey(request('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }))).toBeUndefined();
    expect(sharedPageKey(request('/', { cookie: 'site_locale=en', 'accept-language': 'hi' }))).toBeUndefined();
    expect(sharedPageKey(request('/', { 'accept-language': 'en-IN,en;q=0.9' }))).toBe('fish.example/');
    // Only the home page follows the visitor's language.
    expect(sharedPageKey(request('/about', { 'accept-language': 'hi' }))).toBe('fish.example/about');
  });
});
