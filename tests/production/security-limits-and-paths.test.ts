import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductionServer, startProductionServer } from './production-server';
import { actionId, createUser, nextAddress, signIn, withDatabase } from './site-client';

/**
 * Issue 9, third part, against the production build: bodies far over every
 * limit, and path traversal on the file route. Nothing may crash the server,
 * store anything, or hand out a file outside the storage.
 */

const PASSWORD = 'Security-test-passphrase-1';
const TEN_MB = 10 * 1024 * 1024;

/** Sends `size` bytes as the body in 64 KiB chunks (no Content-Length: chunked, as a streaming client would). */
function postStream(
  url: string,
  headers: Record<string, string>,
  size: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // The server may answer and close before the whole body is sent: that is a refusal, not an error.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return;
      reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

describe('[PRODUCTION][SECURITY] oversized bodies and path traversal', () => {
  let server: ProductionServer;
  let cookie: string;
  let authSecret: string;
  const email = 'limits-security@example.in';

  const counts = () =>
    withDatabase(server.dataDir, (db) =>
      ['user', 'contact_us', 'chat_unanswered'].map((table) =>
        db.prepare(`select count(*) from "${table}"`).pluck().get(),
      ),
    );
  const healthy = async () => {
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    const chat = await fetch(`${server.baseUrl}/api/chat`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ question: 'What is RAS?' }),
    });
    expect(chat.status).toBe(200);
  };

  beforeAll(async () => {
    server = await startProductionServer();
    await createUser(server.dataDir, email, PASSWORD);
    cookie = await signIn(server.baseUrl, email, PASSWORD);
    authSecret = readFileSync(path.join(server.dataDir, 'auth-secret'), 'utf8').trim();
    expect(authSecret.length).toBeGreaterThan(16);
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it('refuses 10 MB bodies (and a 200 MB stream) to the chat, a Server Action and sign-up, stores nothing and keeps serving', async () => {
    const { baseUrl } = server;
    const before = counts();
    const big = 'a'.repeat(TEN_MB);
    const refusals: string[] = [];

    const chat = await fetch(`${baseUrl}/api/chat`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ question: big }),
    });
    refusals.push(`chat ${chat.status}`);

    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ email: 'huge-name@example.in', password: PASSWORD, name: big }),
    });
    refusals.push(`sign-up ${signUp.status}`);

    // The contact form's action with a 10 MB description (the action limit is 6 MB).
    const form = new FormData();
    form.append('_1_js', '1');
    form.append('_1_question', 'Huge description');
    form.append('_1_email', email);
    form.append('_1_description', big);
    form.append('0', JSON.stringify([{ status: 'idle' }, '$K1']));
    const action = await fetch(`${baseUrl}/contact`, {
      method: 'POST',
      headers: {
        origin: baseUrl,
        accept: 'text/x-component',
        'next-action': actionId('sendContactAction'),
        'x-forwarded-for': nextAddress(),
        cookie,
      },
      body: form,
    });
    refusals.push(`action ${action.status}`);
    expect(await action.text()).not.toContain('"status":"success"');

    for (const [route, headers] of [
      ['/api/chat', { 'content-type': 'application/json' }],
      ['/api/auth/sign-up/email', { 'content-type': 'application/json' }],
      ['/contact', { accept: 'text/x-component', 'next-action': actionId('sendContactAction'), cookie }],
    ] as const) {
      const streamed = await postStream(
        `${baseUrl}${route}`,
        { origin: baseUrl, 'x-forwarded-for': nextAddress(), ...headers },
        20 * TEN_MB,
      );
      refusals.push(`${route} streamed ${streamed.status}`);
      expect(streamed.body).not.toContain('"status":"success"');
    }

    // 411: a Server Action streamed without a length is refused before it is read.
    expect(refusals.filter((refusal) => !/ (400|411|413)$/.test(refusal))).toEqual([]);
    expect(counts()).toEqual(before);
    expect(withDatabase(server.dataDir, (db) => db.pragma('integrity_check', { simple: true }))).toBe('ok');
    await healthy();
  });

  it('refuses a chat question over 4 kB with 413 before reading it, declared or streamed, and answers one under it', async () => {
    const { baseUrl } = server;
    const post = (body: string) =>
      fetch(`${baseUrl}/api/chat`, {
        method: 'POST',
        headers: { origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body,
      });
    // 500 Assamese letters (1.5 kB of UTF-8), the most the form takes: answered.
    expect((await post(JSON.stringify({ question: 'মাছ'.repeat(166), locale: 'as' }))).status).toBe(200);
    // 5 kB: refused before Next.js reads it.
    const declared = await post(JSON.stringify({ question: 'a'.repeat(5 * 1024) }));
    expect(declared.status).toBe(413);
    // The same without a length (chunked): the route stops reading at 4 kB.
    const streamed = await postStream(
      `${baseUrl}/api/chat`,
      { origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      1024 * 1024,
    );
    expect(streamed.status).toBe(413);
    await healthy();
  });

  it('answers path traversal on the file route with a refusal, never a file', async () => {
    const { baseUrl } = server;
    const attempts = [
      '..%2f..%2fsite.db',
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '%2e%2e/%2e%2e/site.db',
      '%2e%2e%2f%2e%2e%2fauth-secret',
      '....//....//site.db',
      '..%5c..%5csite.db',
      '..\\..\\site.db',
      'private/..%2f..%2fsite.db',
      'private/%2e%2e/%2e%2e/auth-secret',
      'public/..%2f..%2fauth-secret',
      '%2fetc%2fpasswd',
      `${encodeURIComponent(server.dataDir)}%2fsite.db`,
      'site.db',
      'auth-secret',
      '..%00/site.db',
      'public/00000000-0000-0000-0000-000000000000.pdf%00.db',
      '%252e%252e%252fsite.db',
      '..%c0%afsite.db',
      'private/00000000-0000-0000-0000-000000000000.pdf/../../../site.db',
    ];
    const answers: string[] = [];
    for (const attempt of attempts) {
      for (const asker of [undefined, cookie]) {
        const response = await fetch(`${baseUrl}/api/files/${attempt}`, {
          headers: asker ? { cookie: asker } : {},
          redirect: 'manual',
        });
        const body = await response.text();
        answers.push(`${attempt}: ${response.status}`);
        expect(body, attempt).not.toContain('SQLite format 3');
        expect(body, attempt).not.toContain(authSecret);
        expect(body, attempt).not.toContain('root:x:0:0');
      }
    }
    // A refusal every time: bad request, not allowed or not found; a redirect only within the site.
    expect(answers.filter((answer) => !/: (400|401|403|404|308)$/.test(answer))).toEqual([]);
    await healthy();
  });
});
