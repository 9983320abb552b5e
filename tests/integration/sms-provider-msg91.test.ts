import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg91Provider, msg91ReportKey } from '@/server/sms/msg91-provider';
import { failureOf, outboxMessage } from '../setup/outbox-message';

const AUTH_KEY = '412345AbCdEfGhIjKlMnOp1';
const SENDER = 'AQUAIN';
const TEMPLATES = {
  'order-received': { hi: '6650a1b2c3d4e5f60718293a', en: '6650a1b2c3d4e5f60718293b' },
};

type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };
type Answer = { status: number; body: string };

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });

/**
 * MSG91's Flow API as its docs describe it: `POST /api/v5/flow/` with the
 * `authkey` header and a JSON body of template_id, sender, short_url and one
 * recipient (`mobiles` 91XXXXXXXXXX plus the template's variables). It refuses
 * what MSG91 would refuse, keeps every request, and answers per number what
 * the test asks (success with a fresh request id by default).
 */
async function startMsg91(answers: Map<string, Answer>) {
  const received: Received[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    try {
      body = JSON.parse(raw);
    } catch {}
    received.push({ method: String(request.method), path: String(request.url), headers: request.headers, body });
    const answer = answerFor(request.method, request.url, request.headers, body, answers);
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function answerFor(
  method: string | undefined,
  path: string | undefined,
  headers: IncomingHttpHeaders,
  body: unknown,
  answers: Map<string, Answer>,
): Answer {
  if (method !== 'POST' || path !== '/api/v5/flow/') return json(404, { type: 'error', message: 'Not found' });
  if (headers.authkey !== AUTH_KEY) return json(401, { type: 'error', message: 'Authentication failure' });
  if (headers['content-type'] !== 'application/json') return json(400, { type: 'error', message: 'Invalid JSON' });
  const flow = body as { template_id?: string; sender?: string; short_url?: string; recipients?: unknown[] };
  const known = Object.values(TEMPLATES).flatMap((languages) => Object.values(languages));
  if (!flow.template_id || !known.includes(flow.template_id)) {
    return json(400, { type: 'error', message: 'Template ID is missing or invalid' });
  }
  if (flow.sender !== SENDER || flow.short_url !== '0') return json(400, { type: 'error', message: 'Invalid sender' });
  const recipient = (flow.recipients?.[0] ?? {}) as { mobiles?: string };
  if (flow.recipients?.length !== 1 || !/^91\d{10}$/.test(recipient.mobiles ?? '')) {
    return json(400, { type: 'error', message: 'Mobile number is invalid' });
  }
  return (
    answers.get(recipient.mobiles ?? '') ?? json(200, { type: 'success', message: randomBytes(12).toString('hex') })
  );
}

const base = outboxMessage({
  id: '0b7a4c1e-5f3d-4a8b-9c2e-1d6f7a8b9c0d',
  locale: 'hi',
  body_text: 'ऑर्डर AQ-12345 मिला। स्थिति: https://example.in/t/abc',
});

describe('MSG91 provider (Flow API)', () => {
  const answers = new Map<string, Answer>();
  let gateway: Awaited<ReturnType<typeof startMsg91>>;
  let provider: ReturnType<typeof msg91Provider>;
  beforeAll(async () => {
    gateway = await startMsg91(answers);
    provider = msg91Provider({ authKey: AUTH_KEY, apiUrl: gateway.url, senderId: SENDER, templates: TEMPLATES });
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('posts the template, sender and the number with its variables, and returns MSG91’s request id', async () => {
    const result = await provider.send(base);
    const request = gateway.received.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/v5/flow/',
      headers: { authkey: AUTH_KEY, 'content-type': 'application/json' },
    });
    expect(request?.body).toEqual({
      template_id: '6650a1b2c3d4e5f60718293a',
      sender: SENDER,
      short_url: '0',
      recipients: [{ mobiles: '919864000001', reference: 'AQ-12345', link: 'https://example.in/t/abc' }],
    });
    expect(result.providerMessageId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('sends a WhatsApp-channel message as SMS, with the template of its language', async () => {
    await provider.send({ ...base, channel: 'whatsapp', locale: 'en', recipient: '+919864000009' });
    expect(gateway.received.at(-1)?.body).toMatchObject({
      template_id: '6650a1b2c3d4e5f60718293b',
      recipients: [{ mobiles: '919864000009' }],
    });
  });

  it('fails for good on an invalid number (MSG91’s 400), with MSG91’s message', async () => {
    answers.set('919864000002', json(400, { type: 'error', message: 'Mobile number is invalid' }));
    const error = await failureOf(provider.send({ ...base, recipient: '+919864000002' }));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe('MSG91 answered 400: Mobile number is invalid');
  });

  it('fails for good when MSG91 refuses with 200 and type error', async () => {
    answers.set('919864000006', json(200, { type: 'error', message: 'Flow not found' }));
    const error = await failureOf(provider.send({ ...base, recipient: '+919864000006' }));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe('MSG91 refused the message: Flow not found');
  });

  it('tries again when rate limited (429)', async () => {
    answers.set('919864000003', json(429, { type: 'error', message: 'Too many requests' }));
    const error = await failureOf(provider.send({ ...base, recipient: '+919864000003' }));
    expect(error.permanent).toBe(false);
    expect(error.message).toContain('429');
  });

  it('tries again on a server error (5xx)', async () => {
    answers.set('919864000004', { status: 503, body: 'Service Unavailable' });
    const error = await failureOf(provider.send({ ...base, recipient: '+919864000004' }));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('MSG91 answered 503: Service Unavailable');
  });

  it('tries again on a wrong auth key (401): fixing the key lets the waiting messages go', async () => {
    const wrongKey = msg91Provider({
      authKey: 'not-the-key',
      apiUrl: gateway.url,
      senderId: SENDER,
      templates: TEMPLATES,
    });
    const error = await failureOf(wrongKey.send(base));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('MSG91 answered 401: Authentication failure');
  });

  it('tries again when MSG91 cannot be reached (connection refused)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = msg91Provider({
      authKey: AUTH_KEY,
      apiUrl: `http://127.0.0.1:${port}`,
      senderId: SENDER,
      templates: TEMPLATES,
    });
    const error = await failureOf(down.send(base));
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/^MSG91 did not answer/);
  });

  it('fails for good, without asking MSG91, a message whose kind has no template in its language', async () => {
    const before = gateway.received.length;
    const noLanguage = await failureOf(provider.send({ ...base, locale: 'as' }));
    expect(noLanguage.permanent).toBe(true);
    expect(noLanguage.message).toBe('no MSG91 template for order-received in as (SMS_TEMPLATES)');
    const noKind = await failureOf(provider.send({ ...base, kind: 'password-reset' }));
    expect(noKind.message).toBe('no MSG91 template for password-reset in hi (SMS_TEMPLATES)');
    expect(gateway.received.length).toBe(before);
  });

  describe('delivery reports', () => {
    const key = createHmac('sha256', AUTH_KEY).update('msg91-reports').digest('hex');
    const reportUrl = (query: string) => `https://aqua.example.in/api/sms/reports/msg91${query}`;
    const form = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });

    it('derives the address key as HMAC-SHA256 of "msg91-reports" with the auth key', () => {
      expect(msg91ReportKey(AUTH_KEY)).toBe(key);
    });

    it('reads the v2 webhook (form `data`): delivered, and failed/rejected with the reason, by request id', async () => {
      const delivered = (await provider.send(base)).providerMessageId ?? '';
      const rejected = (await provider.send({ ...base, recipient: '+919864000011' })).providerMessageId ?? '';
      const data = JSON.stringify([
        {
          senderId: SENDER,
          requestId: delivered,
          report: [{ date: '2025-01-15 10:06:20', number: '919864000001', status: '1', desc: 'DELIVERED' }],
          userId: '271234',
          campaignName: 'API',
        },
        {
          senderId: SENDER,
          requestId: rejected,
          report: [
            {
              date: '2025-01-15 10:06:21',
              number: '919864000011',
              status: '16',
              desc: 'REJECTED',
              failedReason: 'DLT template mismatch',
            },
          ],
          userId: '271234',
          campaignName: 'API',
        },
      ]);
      const answer = await provider.readReports?.({
        method: 'POST',
        url: reportUrl(`?key=${key}`),
        headers: form,
        rawBody: new URLSearchParams({ data }).toString(),
      });
      expect(answer).toEqual({
        status: 200,
        reports: [
          { providerMessageId: delivered, state: 'delivered' },
          { providerMessageId: rejected, state: 'failed', error: 'MSG91 REJECTED: DLT template mismatch' },
        ],
      });
    });

    it('reads the v3 webhook (one JSON object): a failed number', async () => {
      const answer = await provider.readReports?.({
        method: 'POST',
        url: reportUrl(`?key=${key}`),
        headers: new Headers({ 'content-type': 'application/json' }),
        rawBody: JSON.stringify({
          date: '2025-01-15 09:58:16',
          number: '919864000001',
          senderId: SENDER,
          requestId: '346a5b6c7d8e9f0a1b2c3130',
          status: '2',
          desc: 'FAILED',
        }),
      });
      expect(answer).toEqual({
        status: 200,
        reports: [{ providerMessageId: '346a5b6c7d8e9f0a1b2c3130', state: 'failed', error: 'MSG91 FAILED' }],
      });
    });

    it('answers 401 and reports nothing without the right key', async () => {
      const rawBody = JSON.stringify({ requestId: '346a5b6c7d8e9f0a1b2c3130', status: '1', desc: 'DELIVERED' });
      for (const query of [
        '',
        '?key=',
        `?key=${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`,
        `?key=${msg91ReportKey('another-key')}`,
      ]) {
        const answer = await provider.readReports?.({ method: 'POST', url: reportUrl(query), headers: form, rawBody });
        expect(answer).toEqual({ status: 401, reports: [] });
      }
    });
  });
});
