import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressPage } from '@/server/http/page-compression';
import { type ProductionServer, startProductionServer } from './production-server';

/** The inline scripts of a page that would run: no src, and a JavaScript type. */
function inlineScripts(html: string): { body: string; nonce: string | undefined }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes]) => !/\bsrc=/.test(attributes ?? '') && !/type="application\/ld\+json"/.test(attributes ?? ''),
    )
    .map(([, attributes, body]) => ({ body: body ?? '', nonce: /\bnonce="([^"]*)"/.exec(attributes ?? '')?.[1] }));
}

function scriptSources(policy: string): string[] {
  const directive = policy.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
  return directive.split(' ').slice(1);
}

/** A GET whose body is returned as sent, without decompressing it. */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('[PRODUCTION] headers, request ids, logs and a graceful stop', () => {
  let server: ProductionServer;
  beforeAll(async () => {
    server = await startProductionServer({ env: { LOG_LEVEL: 'info' } });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it('sends the security headers, and a policy that lets exactly the framework scripts of a prerendered page run', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-nextjs-cache')).toBeTruthy(); // served from the prerendered copy
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Plain http here: HSTS is only sent when BASE_URL is https.
    expect(response.headers.get('strict-transport-security')).toBeNull();

    const policy = response.headers.get('content-security-policy') ?? '';
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(directive);
    }
    const sources = scriptSources(policy);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");

    const scripts = inlineScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) {
      const hash = `'sha256-${createHash('sha256').update(script.body).digest('base64')}'`;
      expect(sources, script.body.slice(0, 60)).toContain(hash);
    }
  });

  it('renders a shared page with a nonce of its own, and lists the hashes of exactly the scripts that carry it', async () => {
    // The blog's search is rendered on demand, and kept for everyone: its policy can name no nonce.
    const response = await fetch(`${server.baseUrl}/blog?q=${Date.now()}`);
    expect(response.status).toBe(200);
    const sources = scriptSources(response.headers.get('content-security-policy') ?? '');
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    const scripts = inlineScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(2);
    const nonces = new Set(scripts.map((script) => script.nonce));
    expect(nonces.size).toBe(1);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    for (const script of scripts) {
      const hash = `'sha256-${createHash('sha256').update(script.body).digest('base64')}'`;
      expect(sources, script.body.slice(0, 60)).toContain(hash);
    }
  });

  it('puts a new nonce on every script of a page rendered for the visitor (the order page)', async () => {
    const nonces = new Set<string>();
    for (let visit = 0; visit < 2; visit++) {
      const response = await fetch(`${server.baseUrl}/products/fish-seed/rohu-fingerlings-1000-pcs/order`);
      expect(response.status).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script.nonce).toBe(nonce);
      nonces.add(nonce ?? '');
    }
    expect(nonces.size).toBe(2);
  });

  it('sends a prerendered page compressed once and for all, as the same bytes and the same policy', async () => {
    const plain = await rawGet(`${server.baseUrl}/about`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const policy = plain.headers['content-security-policy'];
    const withoutNonce = (value: unknown) => String(value).replace(/'nonce-[^']+'/, '');
    // The compressed copies are made in the background after the first visit; until then the
    // page is compressed on the fly, at a faster setting that gives other bytes.
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const kept = await compressPage(encoding, plain.body);
      await expect
        .poll(async () => (await rawGet(`${server.baseUrl}/about`, `${encoding}, deflate`)).body.equals(kept))
        .toBe(true);
      const compressed = await rawGet(`${server.baseUrl}/about`, `${encoding}, deflate`);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.body.equals(kept)).toBe(true);
      expect(decompress(compressed.body).equals(plain.body)).toBe(true);
      expect(String(compressed.headers.vary)).toContain('Accept-Encoding');
      expect(withoutNonce(compressed.headers['content-security-policy'])).toBe(withoutNonce(policy));
    }
    // A page rendered for the visitor is compressed for it alone.
    const dynamic = await rawGet(`${server.baseUrl}/products/fish-seed/rohu-fingerlings-1000-pcs/order`, 'gzip');
    expect(dynamic.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(dynamic.body).toString()).toContain('</html>');
  });

  it('gives everything that is not a page a policy under which nothing runs', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });

  it("keeps a proxy's request id, replaces a malformed one, and logs every request as one JSON line with its id", async () => {
    const kept = await fetch(`${server.baseUrl}/api/health`, { headers: { 'x-request-id': 'nginx-1234abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-1234abcd');
    const replaced = await fetch(`${server.baseUrl}/api/health`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    await expect.poll(() => server.output().includes('"requestId":"nginx-1234abcd"')).toBe(true);
    // Everything the server printed since it started serving (the setup before it may print plain text).
    const output = server.output();
    const lines = output
      .slice(output.lastIndexOf('\n', output.indexOf('serving on port')) + 1)
      .split('\n')
      .filter((line) => line.trim() !== '');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.requestId === 'nginx-1234abcd');
    expect(entry).toMatchObject({ msg: 'request', method: 'GET', path: '/api/health', status: 200 });
  });

  it('keeps reset, verification and tracking tokens out of the request log', async () => {
    const token = 'SECRETRESETTOKEN0123456789';
    const trackingToken = 'SECRETTRACKING78';
    const paths = [
      `/api/auth/reset-password/${token}?callbackURL=%2Freset-password`,
      `/reset-password?token=${token}`,
      `/hi/reset-password?token=${token}`,
      `/t/${trackingToken}`,
      `/as/t/${trackingToken}`,
      `/invitation/${trackingToken}`,
      `/api/auth/verify-email?token=${token}&callbackURL=%2Flogin`,
    ];
    for (const path of paths) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        redirect: 'manual',
        headers: { 'x-request-id': `redact-${paths.indexOf(path)}` },
      });
      await response.arrayBuffer();
    }
    await expect.poll(() => server.output().includes(`"requestId":"redact-${paths.length - 1}"`)).toBe(true);
    // The reset page sends its address (with the token) to no other site, in every language.
    for (const path of ['/reset-password', '/hi/reset-password']) {
      const page = await fetch(`${server.baseUrl}${path}?token=${token}`);
      await page.arrayBuffer();
      expect(page.headers.get('referrer-policy'), path).toBe('same-origin');
    }
    expect((await fetch(`${server.baseUrl}/contact`)).headers.get('referrer-policy')).not.toBe('same-origin');
    expect(server.output()).not.toContain(token);
    expect(server.output()).not.toContain(trackingToken);
    expect(server.output()).toContain('"path":"/api/auth/reset-password/[redacted]"');
    expect(server.output()).toContain('"path":"/t/[redacted]"');
    expect(server.output()).toContain('"path":"/as/t/[redacted]"');
    expect(server.output()).toContain('"path":"/invitation/[redacted]"');
  });

  it('finishes a request under way when told to stop, then closes the database and exits 0', async () => {
    // A chat question whose body arrives in two parts, with the stop signal in between.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        `${server.baseUrl}/api/chat`,
        { method: 'POST', headers: { 'content-type': 'application/json', origin: server.baseUrl } },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.write('{"question":');
      setTimeout(() => {
        process.kill(-(server.process.pid ?? 0), 'SIGTERM');
        setTimeout(() => request.end('"What is RAS?"}'), 1000);
      }, 500);
    });
    const result = await answer;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body).answer).toBeTruthy();
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).toContain('stopped cleanly');
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
  });
});
