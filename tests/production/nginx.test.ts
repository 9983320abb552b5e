import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNginxConfig, type Nginx, startNginx } from '../../scripts/lib/nginx';
import { type ProductionServer, startProductionServer } from './production-server';

const root = path.resolve(import.meta.dirname, '../..');

/** A GET over https to the test nginx (its certificate is self-signed). */
function getHttps(url: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(url, { rejectUnauthorized: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function cacheStatus(url: string, headers: Record<string, string> = {}): Promise<string | null> {
  const response = await fetch(url, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return response.headers.get('x-cache-status');
}

describe('[PRODUCTION][NGINX] the shipped nginx config in front of the production server', () => {
  let server: ProductionServer;
  let nginx: Nginx;
  let sessionCookie: string;

  beforeAll(async () => {
    // As deployed (deploy/aquaculture-site.env.example): nginx on the same machine appends the visitor's address.
    server = await startProductionServer({ env: { TRUST_PROXY: 'true' } });
    nginx = await startNginx({ upstreamPort: server.port });
    const email = 'nginx-admin@example.in';
    const password = 'nginx-admin-password';
    execFileSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'scripts', 'user.ts'), 'create', '--email', email, '--password', password, '--admin'],
      {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: server.dataDir,
          DATABASE_URL: '',
          BASE_URL: server.baseUrl,
          LOG_LEVEL: 'warn',
        },
      },
    );
    // Signed in at the app itself: what matters here is the cookie the app really sets.
    const signIn = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    sessionCookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    expect(sessionCookie).not.toBe('');
  });

  afterAll(async () => {
    await nginx?.stop();
    await server?.stop('SIGKILL');
  });

  it('passes nginx -t with the TLS server and a self-signed certificate', () => {
    const check = checkNginxConfig(nginx.prefix, nginx.configFile);
    expect(check.output).toContain('test is successful');
    expect(check.ok).toBe(true);
  });

  it('caches a public page as the app allows it: MISS, then HIT, the same page', async () => {
    const first = await fetch(`${nginx.plainUrl}/about`);
    const firstBody = await first.text();
    // What makes nginx store it: the app's own shared-cache lifetime.
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(first.headers.get('set-cookie')).toBeNull();
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const second = await fetch(`${nginx.plainUrl}/about`);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    // Each response carries the id of its own request, also from the cache.
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('caches the list pages, their later pages and filters, a post and a search; never the order page', async () => {
    for (const address of [
      '/products/fish-seed',
      '/products/fish-seed?page=2',
      '/hi/products/fish-seed',
      '/blog',
      '/blog?category=1',
      '/blog?q=pond',
      '/blog/monsoon-pond-care-five-checks-before-the-heavy-rain',
    ]) {
      const first = await fetch(`${nginx.plainUrl}${address}`);
      expect(first.status, address).toBe(200);
      expect(first.headers.get('cache-control'), address).toBe('public, s-maxage=60, stale-while-revalidate=3600');
      await first.arrayBuffer();
      expect(await cacheStatus(`${nginx.plainUrl}${address}`), address).toBe('HIT');
    }
    // A start token and an idempotency key for each visitor: never stored.
    const order = '/products/fish-seed/rohu-fingerlings-1000-pcs/order';
    const first = await fetch(`${nginx.plainUrl}${order}`);
    expect(first.headers.get('cache-control')).toContain('no-store');
    await first.arrayBuffer();
    expect(await cacheStatus(`${nginx.plainUrl}${order}`)).toBe('MISS');
  });

  it('serves the TLS server with HSTS, and redirects http to https', async () => {
    const first = await getHttps(`${nginx.httpsUrl}/catalog`);
    expect(first.status).toBe(200);
    expect(first.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(first.headers['x-cache-status']).toBe('MISS');
    const second = await getHttps(`${nginx.httpsUrl}/catalog`);
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.body).toBe(first.body);

    const plain = await fetch(`${nginx.redirectUrl}/about?from=mail`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/about?from=mail');
  });

  it('never serves a signed-in visitor from the cache, nor stores what they get', async () => {
    await cacheStatus(`${nginx.plainUrl}/`);
    expect(await cacheStatus(`${nginx.plainUrl}/`)).toBe('HIT');
    expect(await cacheStatus(`${nginx.plainUrl}/`, { cookie: sessionCookie })).toBe('BYPASS');
    expect(await cacheStatus(`${nginx.plainUrl}/`, { cookie: `theme=dark; ${sessionCookie}` })).toBe('BYPASS');
    // Under https better-auth prefixes its cookies with __Secure-.
    expect(
      await cacheStatus(`${nginx.plainUrl}/`, {
        cookie: sessionCookie.replaceAll('better-auth.', '__Secure-better-auth.'),
      }),
    ).toBe('BYPASS');
    // Other cookies (the blog's anonymous view counter) do not keep a visitor from the cache.
    expect(await cacheStatus(`${nginx.plainUrl}/`, { cookie: 'visitor=00000000-0000-4000-8000-000000000000' })).toBe(
      'HIT',
    );

    // The admin's own pages reach them through nginx, and what they saw is not served to the next visitor.
    const signedIn = await fetch(`${nginx.plainUrl}/admin/submissions/contact`, {
      headers: { cookie: sessionCookie },
      redirect: 'manual',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-cache-status')).toBe('BYPASS');
    const anonymous = await fetch(`${nginx.plainUrl}/admin`, { redirect: 'manual' });
    expect(anonymous.status).toBe(307);
    expect(anonymous.headers.get('location')).toContain('/login');
  });

  it('sends a visitor who chose Assamese or Hindi from the home page to theirs, even once / is cached', async () => {
    // An English visitor: the home page is stored.
    await cacheStatus(`${nginx.plainUrl}/`, { 'accept-language': 'en-IN' });
    expect(await cacheStatus(`${nginx.plainUrl}/`, { 'accept-language': 'en-IN' })).toBe('HIT');
    const visitors: Record<string, string>[] = [
      { cookie: 'site_locale=as' },
      { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' },
    ];
    for (const headers of visitors) {
      const response = await fetch(`${nginx.plainUrl}/`, { headers, redirect: 'manual' });
      await response.arrayBuffer();
      expect(response.headers.get('x-cache-status'), JSON.stringify(headers)).toBe('BYPASS');
      expect(response.status).toBe(307);
      expect(new URL(response.headers.get('location') ?? '', nginx.plainUrl).pathname).toBe(
        'cookie' in headers ? '/as' : '/hi',
      );
    }
    // The English home page is still served from the cache to the others.
    expect(await cacheStatus(`${nginx.plainUrl}/`, { 'accept-language': 'en-IN' })).toBe('HIT');
  });

  it('never answers account, admin, sign-in or API addresses from the cache', async () => {
    const paths = [
      '/account/orders',
      '/account/security',
      '/admin',
      '/%61dmin',
      '/login',
      '/login/phone',
      '/signup',
      '/forgot-password',
      '/as/login',
      '/hi/account/orders',
      '/api/health',
      '/api/me',
      '/api/auth/get-session',
    ];
    for (const address of paths) {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect(await cacheStatus(`${nginx.plainUrl}${address}`), address).toBe('BYPASS');
      }
    }
  });

  it('does not let a client skip the proxy with x-middleware-subrequest', async () => {
    for (const value of ['middleware', 'middleware:middleware:middleware:middleware:middleware', 'src/proxy']) {
      const response = await fetch(`${nginx.plainUrl}/admin`, {
        headers: { 'x-middleware-subrequest': value },
        redirect: 'manual',
      });
      expect(response.status, value).toBe(307);
      expect(response.headers.get('location'), value).toContain('/login');
    }
  });

  it('keeps reset, verification and tracking tokens out of its access log, in the address and the Referer', async () => {
    const token = 'NGINXSECRETTOKEN0123456789';
    // A tracking token is 16 characters; an unknown one is still a request nginx logs.
    const trackingToken = 'NGINXTRACKING789';
    const paths = [
      `/api/auth/reset-password/${token}?callbackURL=%2Freset-password`,
      `/reset-password?token=${token}`,
      `/t/${trackingToken}`,
      `/hi/t/${trackingToken}`,
      `/invitation/${trackingToken}`,
      `/api/auth/verify-email?callbackURL=%2Flogin&token=${token}`,
    ];
    for (const path of paths) {
      const response = await fetch(`${nginx.plainUrl}${path}`, {
        redirect: 'manual',
        headers: { referer: `${nginx.plainUrl}/reset-password?token=${token}` },
      });
      await response.arrayBuffer();
    }
    // nginx writes a request's log line after the response has gone out, so the
    // last line can lag behind the client by a moment.
    const logFile = path.join(nginx.prefix, 'logs', 'plain.access.log');
    const lastLine = '/api/auth/verify-email?callbackURL=%2Flogin&token=[redacted]';
    await expect.poll(() => readFileSync(logFile, 'utf8'), { timeout: 5000 }).toContain(lastLine);
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain('/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/api/auth/verify-email?callbackURL=%2Flogin&token=[redacted]');
    expect(log).toContain('GET /t/[redacted] ');
    expect(log).toContain('GET /hi/t/[redacted] ');
    expect(log).toContain('GET /invitation/[redacted] ');
    expect(log).not.toContain(token);
    expect(log).not.toContain(trackingToken);
  });

  it('refuses a body over the limit with 413 before it reaches the app', async () => {
    const big = await fetch(`${nginx.plainUrl}/contact`, {
      method: 'POST',
      headers: { origin: nginx.plainUrl, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(8 * 1024 * 1024),
    });
    await big.arrayBuffer();
    expect(big.status).toBe(413);
    // A body the size of a 5 MB picture passes on to the app (which answers the POST itself).
    const allowed = await fetch(`${nginx.plainUrl}/contact`, {
      method: 'POST',
      headers: { origin: nginx.plainUrl, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(5 * 1024 * 1024),
    });
    await allowed.arrayBuffer();
    expect(allowed.status).not.toBe(413);
    expect(allowed.headers.get('x-cache-status')).toBeNull();
  });

  it('with TRUST_PROXY behind nginx, the address nginx saw counts: a forged X-Forwarded-For neither escapes nor shares a limit', async () => {
    // better-auth's sign-in limit, 3 per 10 s per address. Two visitors on two loopback
    // addresses, each claiming a new address in every request.
    const plain = new URL(nginx.plainUrl);
    let attempt = 0;
    const signInFrom = (localAddress: string) =>
      new Promise<number>((resolve, reject) => {
        attempt += 1;
        const forged = `198.18.200.${attempt}`;
        const body = JSON.stringify({ email: `nobody-nginx-${attempt}@example.in`, password: 'not-the-password' });
        const request = httpRequest(
          {
            host: plain.hostname,
            port: plain.port,
            path: '/api/auth/sign-in/email',
            method: 'POST',
            localAddress,
            headers: {
              origin: server.baseUrl,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-forwarded-for': forged,
              'x-real-ip': forged,
              'x-client-address': forged,
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        request.end(body);
      });

    const first = [];
    for (let index = 0; index < 5; index++) first.push(await signInFrom('127.0.0.2'));
    expect(first).toEqual([401, 401, 401, 429, 429]);
    // Another visitor is not caught in the first one's limit.
    expect(await signInFrom('127.0.0.3')).toBe(401);
  });

  it('serves the build and the pictures itself, and cached pages, while the app is down', async () => {
    const home = await (await fetch(`${nginx.plainUrl}/`)).text();
    const script = home.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(script).toBeDefined();
    // A build file nginx does not have on disk is asked of the app (a container's build, README).
    const notOnDisk = await fetch(`${nginx.plainUrl}/_next/static/chunks/not-on-this-disk.js`);
    expect(notOnDisk.status).toBe(404);
    expect(notOnDisk.headers.get('x-cache-status')).not.toBeNull();
    expect(notOnDisk.headers.get('cache-control')).not.toContain('immutable');
    const cachedAbout = await cacheStatus(`${nginx.plainUrl}/about`);
    expect(cachedAbout).toBe('HIT');

    // Its exit code is start-and-stop.test.ts's business.
    await server.stop('SIGTERM');
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();

    const scriptResponse = await fetch(`${nginx.plainUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(scriptResponse.status).toBe(200);
    expect(scriptResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(scriptResponse.headers.get('content-encoding')).toBe('gzip');
    const picture = await fetch(`${nginx.plainUrl}/images/avatar-placeholder.svg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=86400');
    // A stored public page still answers; a page that is never stored (the order page, per visitor) cannot.
    const about = await fetch(`${nginx.plainUrl}/about`);
    expect(about.status).toBe(200);
    expect(about.headers.get('x-cache-status')).toBe('HIT');
    expect((await fetch(`${nginx.plainUrl}/products/fish-seed/rohu-fingerlings-1000-pcs/order`)).status).toBe(502);
  });
});

/**
 * The app sends nothing cacheable on its private addresses and no Set-Cookie on
 * public pages, so against the app the rules below could not fail. This stand-in
 * upstream says every answer may be stored for ten minutes (and sets a cookie
 * where asked): whatever is not cached then is not cached because of nginx.
 */
describe('[PRODUCTION][NGINX] cache rules hold even when the upstream says "cache me"', () => {
  let upstream: Server;
  let nginx: Nginx;
  const calls = new Map<string, number>();
  let received: IncomingHttpHeaders = {};

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      const url = request.url ?? '/';
      calls.set(url, (calls.get(url) ?? 0) + 1);
      received = request.headers;
      if (url.startsWith('/sets-cookie')) response.setHeader('Set-Cookie', 'flavour=mango; Path=/; HttpOnly');
      response.setHeader('Cache-Control', 'public, max-age=600');
      response.setHeader('Content-Type', 'text/plain');
      response.end(`call ${calls.get(url)} of ${url}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    nginx = await startNginx({ upstreamPort: typeof address === 'object' && address ? address.port : 0 });
  });

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('stores an ordinary public answer (the control for the rules below)', async () => {
    expect(await cacheStatus(`${nginx.plainUrl}/a-page`)).toBe('MISS');
    expect(await cacheStatus(`${nginx.plainUrl}/a-page`)).toBe('HIT');
    expect(calls.get('/a-page')).toBe(1);
    // Public uploaded pictures are cacheable like pages.
    await cacheStatus(`${nginx.plainUrl}/api/files/public/picture.webp`);
    expect(await cacheStatus(`${nginx.plainUrl}/api/files/public/picture.webp`)).toBe('HIT');
  });

  it('never stores an answer that sets a cookie', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(`${nginx.plainUrl}/sets-cookie`);
      expect(await response.text()).toBe(`call ${attempt + 1} of /sets-cookie`);
      expect(response.headers.get('set-cookie')).toBe('flavour=mango; Path=/; HttpOnly');
      expect(response.headers.get('x-cache-status')).toBe('MISS');
    }
  });

  it('never stores nor serves account, admin, auth or API answers, nor anything for a signed-in visitor', async () => {
    const paths = ['/account/orders', '/admin', '/admin/team', '/login', '/signup', '/api/me', '/api/auth/get-session'];
    for (const address of paths) {
      await cacheStatus(`${nginx.plainUrl}${address}`);
      expect(await cacheStatus(`${nginx.plainUrl}${address}`), address).toBe('BYPASS');
      expect(calls.get(address), address).toBe(2);
    }
    const signedIn = { cookie: 'better-auth.session_token=abc.def' };
    expect(await cacheStatus(`${nginx.plainUrl}/b-page`, signedIn)).toBe('BYPASS');
    expect(await cacheStatus(`${nginx.plainUrl}/b-page`, signedIn)).toBe('BYPASS');
    // What the signed-in visitor got was not stored for the next one.
    expect(await cacheStatus(`${nginx.plainUrl}/b-page`)).toBe('MISS');
    expect(calls.get('/b-page')).toBe(3);
  });

  it('caches only GET and HEAD: a POST to a page (a Server Action) always reaches the app', async () => {
    await cacheStatus(`${nginx.plainUrl}/c-page`);
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(`${nginx.plainUrl}/c-page`, { method: 'POST', body: 'x' });
      expect(await response.text()).toBe(`call ${attempt + 2} of /c-page`);
    }
  });

  it('strips x-middleware-subrequest and passes the request id and the forwarded headers', async () => {
    const response = await fetch(`${nginx.plainUrl}/d-page`, {
      headers: {
        'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
        'x-now-route-matches': 'nxtPslug=1',
        'x-forwarded-for': '203.0.113.9',
      },
    });
    await response.arrayBuffer();
    expect(received['x-middleware-subrequest']).toBeUndefined();
    expect(received['x-now-route-matches']).toBeUndefined();
    expect(received['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(response.headers.get('x-request-id')).toBe(received['x-request-id']);
    // The client's own value stays first; the address nginx saw is last, where the app reads it.
    expect(received['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(received['x-forwarded-proto']).toBe('http');
    expect(received.host).toBe(new URL(nginx.plainUrl).host);
  });
});
