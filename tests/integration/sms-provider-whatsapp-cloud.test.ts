import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@/server/outbox/channels';
import type { TextTemplates } from '@/server/sms/sms-payload';
import { whatsappCloudProvider } from '@/server/sms/whatsapp-cloud-provider';
import { failureOf, outboxMessage } from '../setup/outbox-message';

const TOKEN = 'EAAJB0123456789abcdefTOKEN';
const PHONE_NUMBER_ID = '106540352242922';
const APP_SECRET = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const VERIFY_TOKEN = 'aqua-verify-token-2025';
const REPORT_URL = 'https://aqua.example.in/api/sms/reports/whatsapp-cloud';

type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };
type Answer = { status: number; body: unknown };

/** The Graph API's documented error body. */
const graphError = (status: number, code: number, message: string, details?: string): Answer => ({
  status,
  body: {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: 'Az8or2yhqkZfEZ-_4Qn_Bam',
    },
  },
});

/** The approved templates of the fake business account: name and language code → number of body parameters. */
const APPROVED = new Map([
  ['order_received/en', 2],
  ['order_received_as/bn', 2],
  ['order_received_hi/hi', 2],
  ['tenant_received/en', 1],
]);

type TemplateParameter = { type?: string; text?: string };
type TemplateBody = {
  name?: string;
  language?: { code?: string };
  components?: { type?: string; parameters?: TemplateParameter[] }[];
};

/**
 * The Cloud API's `POST /{Phone-Number-ID}/messages` as Meta documents it:
 * Bearer token, JSON with messaging_product, recipient_type, `to` and an
 * approved template (name and language) with its body parameters. It refuses
 * what Meta would refuse, keeps every request, and answers per number what
 * the test asks (200 with a new wamid by default).
 */
async function startGraphApi(answers: Map<string, Answer>) {
  const received: Received[] = [];
  let sequence = 0;
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      // Answered below as an invalid parameter.
    }
    received.push({ method: String(request.method), path: String(request.url), headers: request.headers, body });
    const answer = answerFor(request.method, request.url, request.headers, body) ?? {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.HBgMOTE5ODY0MDAwMDAxFQIAERgS${String(++sequence).padStart(6, '0')}` }],
      },
    };
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });

  function answerFor(
    method: string | undefined,
    path: string | undefined,
    headers: IncomingHttpHeaders,
    body: Record<string, unknown>,
  ): Answer | null {
    if (method !== 'POST' || path !== `/v21.0/${PHONE_NUMBER_ID}/messages`) {
      return graphError(400, 100, 'Unsupported post request.');
    }
    if (headers.authorization !== `Bearer ${TOKEN}`) {
      return graphError(401, 190, 'Error validating access token: Session has expired on Tuesday, 14-Jan-25.');
    }
    if (headers['content-type'] !== 'application/json') return graphError(400, 100, 'Invalid parameter');
    if (body.messaging_product !== 'whatsapp' || body.recipient_type !== 'individual' || body.type !== 'template') {
      return graphError(400, 100, '(#100) Invalid parameter');
    }
    if (!/^91\d{10}$/.test(String(body.to))) {
      return graphError(400, 100, '(#100) Invalid parameter', 'Invalid value for parameter to');
    }
    const template = (body.template ?? {}) as TemplateBody;
    const expected = APPROVED.get(`${template.name}/${template.language?.code}`);
    if (expected === undefined) {
      return graphError(
        404,
        132001,
        '(#132001) Template name does not exist in the translation',
        `template name (${template.name}) does not exist in ${template.language?.code}`,
      );
    }
    const parameters = template.components?.find((component) => component.type === 'body')?.parameters ?? [];
    if (
      parameters.length !== expected ||
      parameters.some((parameter) => parameter.type !== 'text' || !parameter.text)
    ) {
      return graphError(
        400,
        132000,
        '(#132000) Number of parameters does not match the expected number of params',
        `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${expected})`,
      );
    }
    return answers.get(String(body.to)) ?? null;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const templates: TextTemplates = {
  // Meta has no Assamese: the Assamese text is approved under another code, named after the colon.
  'order-received': { en: 'order_received', as: 'order_received_as:bn', hi: 'order_received_hi' },
  'tenant-received': { en: 'tenant_received', as: 'tenant_received_as' },
};

const base = outboxMessage({
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  channel: 'whatsapp',
});

/** X-Hub-Signature-256 computed here as Meta's webhook docs say Meta signs, independently of the provider. */
const signAsMeta = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('WhatsApp Cloud API provider', () => {
  const answers = new Map<string, Answer>();
  let graph: Awaited<ReturnType<typeof startGraphApi>>;
  let provider: ReturnType<typeof whatsappCloudProvider>;
  const settings = () => ({
    token: TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    appSecret: APP_SECRET,
    verifyToken: VERIFY_TOKEN,
    apiUrl: graph.url,
    templates,
  });
  beforeAll(async () => {
    graph = await startGraphApi(answers);
    provider = whatsappCloudProvider(settings());
  });
  afterAll(async () => {
    await graph.close();
  });

  it('sends an Assamese message as its template, with the code it was approved under, and returns the wamid', async () => {
    const message: OutboxMessage = {
      ...base,
      locale: 'as',
      body_text: 'অৰ্ডাৰ AQ-12345 পোৱা গ’ল। স্থিতি: https://example.in/as/t/abc',
      template_variables: JSON.stringify({ reference: 'AQ-12345', link: 'https://example.in/as/t/abc' }),
    };
    const result = await provider.send(message);
    const request = graph.received.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/v21.0/${PHONE_NUMBER_ID}/messages`,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    });
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919864000001',
      type: 'template',
      template: {
        name: 'order_received_as',
        language: { code: 'bn' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'AQ-12345' },
              { type: 'text', text: 'https://example.in/as/t/abc' },
            ],
          },
        ],
      },
      biz_opaque_callback_data: base.id,
    });
    expect(result.providerMessageId).toMatch(/^wamid\.[A-Za-z0-9]+$/);
  });

  it('sends a Hindi message in hi, an SMS-channel one too, with the variables in their order', async () => {
    const message: OutboxMessage = {
      ...base,
      id: '0b7c1d2e-3f40-4a51-8b62-7c8d9e0f1a2b',
      channel: 'sms',
      locale: 'hi',
      recipient: '+919864000002',
      body_text: 'ऑर्डर AQ-12345 मिला। स्थिति: https://example.in/hi/t/abc',
      // Written link first: the parameters follow the order of template_variables.
      template_variables: JSON.stringify({ link: 'https://example.in/hi/t/abc', reference: 'AQ-12345' }),
    };
    const result = await provider.send(message);
    expect(graph.received.at(-1)?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919864000002',
      type: 'template',
      template: {
        name: 'order_received_hi',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'https://example.in/hi/t/abc' },
              { type: 'text', text: 'AQ-12345' },
            ],
          },
        ],
      },
      biz_opaque_callback_data: '0b7c1d2e-3f40-4a51-8b62-7c8d9e0f1a2b',
    });
    expect(result.providerMessageId).toMatch(/^wamid\./);
  });

  it('sends an English message in en, and a one-variable template with its one parameter', async () => {
    await provider.send(base);
    expect(graph.received.at(-1)?.body).toMatchObject({
      template: { name: 'order_received', language: { code: 'en' } },
    });
    const tenant: OutboxMessage = {
      ...base,
      kind: 'tenant-received',
      template_variables: JSON.stringify({ reference: 'TN-00042' }),
    };
    expect((await provider.send(tenant)).providerMessageId).toMatch(/^wamid\./);
    expect(graph.received.at(-1)?.body).toMatchObject({
      template: {
        name: 'tenant_received',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'TN-00042' }] }],
      },
    });
  });

  it('fails for good, asking Meta nothing, without a template, or with an Assamese one that names no language', async () => {
    const before = graph.received.length;
    const missing = await failureOf(provider.send({ ...base, kind: 'tenant-received', locale: 'hi' }));
    expect(missing.permanent).toBe(true);
    expect(missing.message).toBe('no WhatsApp template for tenant-received in hi (SMS_TEMPLATES)');
    const unknownKind = await failureOf(provider.send({ ...base, kind: 'order-shipped' }));
    expect(unknownKind.message).toBe('no WhatsApp template for order-shipped in en (SMS_TEMPLATES)');
    const assamese = await failureOf(provider.send({ ...base, kind: 'tenant-received', locale: 'as' }));
    expect(assamese.permanent).toBe(true);
    expect(assamese.message).toContain('SMS_TEMPLATES "tenant_received_as:<code>"');
    expect(graph.received.length).toBe(before);
  });

  it('fails for good on an undeliverable recipient (131026), with Meta’s code, message and details', async () => {
    answers.set(
      '919864000005',
      graphError(
        400,
        131026,
        '(#131026) Message Undeliverable',
        'Message failed to send because the recipient is unable to receive it',
      ),
    );
    const error = await failureOf(provider.send({ ...base, recipient: '+919864000005' }));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe(
      '131026: (#131026) Message Undeliverable (Message failed to send because the recipient is unable to receive it)',
    );
  });

  it('fails for good on an invalid number (100), a recipient not allowed (131030) and a template Meta lacks (132001)', async () => {
    answers.set(
      '919864000006',
      graphError(
        400,
        131030,
        '(#131030) Recipient phone number not in allowed list',
        'Add recipient phone number to recipient list',
      ),
    );
    const invalid = await failureOf(provider.send({ ...base, recipient: '+91986400' }));
    const notAllowed = await failureOf(provider.send({ ...base, recipient: '+919864000006' }));
    const unknownTemplate = whatsappCloudProvider({
      ...settings(),
      templates: { 'order-received': { en: 'order_received_v2' } },
    });
    const missing = await failureOf(unknownTemplate.send(base));
    expect([invalid.permanent, notAllowed.permanent, missing.permanent]).toEqual([true, true, true]);
    expect(invalid.message).toBe('100: (#100) Invalid parameter (Invalid value for parameter to)');
    expect(missing.message).toMatch(/^132001: \(#132001\) Template name does not exist in the translation/);
  });

  it('fails for good when the parameters do not fit the template (132000)', async () => {
    const error = await failureOf(
      provider.send({ ...base, template_variables: JSON.stringify({ reference: 'AQ-1' }) }),
    );
    expect(error.permanent).toBe(true);
    expect(error.message).toMatch(/^132000: /);
  });

  it('tries again when rate limited: 130429, 131056, 80007, and code 4 with HTTP 429', async () => {
    answers.set(
      '919864000003',
      graphError(
        400,
        130429,
        '(#130429) Rate limit hit',
        'Message failed to send because there were too many messages sent from this phone number in a short period of time',
      ),
    );
    answers.set(
      '919864000007',
      graphError(400, 131056, '(#131056) (Business Account, Consumer Account) pair rate limit hit'),
    );
    answers.set('919864000008', graphError(400, 80007, '(#80007) Rate limit issues'));
    answers.set('919864000009', graphError(429, 4, '(#4) Application request limit reached'));
    const errors = await Promise.all(
      ['+919864000003', '+919864000007', '+919864000008', '+919864000009'].map((recipient) =>
        failureOf(provider.send({ ...base, recipient })),
      ),
    );
    expect(errors.map((error) => error.permanent)).toEqual([false, false, false, false]);
    expect(errors[0]?.message).toMatch(/^130429: \(#130429\) Rate limit hit/);
  });

  it('tries again on an expired or wrong token (401, code 190): replacing it lets the waiting messages go', async () => {
    const expired = whatsappCloudProvider({ ...settings(), token: 'EAAJB-expired' });
    const error = await failureOf(expired.send(base));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('190: Error validating access token: Session has expired on Tuesday, 14-Jan-25.');
  });

  it('tries again on a server error (5xx), with or without a Graph error body', async () => {
    answers.set('919864000004', graphError(500, 131000, '(#131000) Something went wrong'));
    answers.set('919864000010', { status: 503, body: '<html>Service Unavailable</html>' });
    const internal = await failureOf(provider.send({ ...base, recipient: '+919864000004' }));
    const unavailable = await failureOf(provider.send({ ...base, recipient: '+919864000010' }));
    expect([internal.permanent, unavailable.permanent]).toEqual([false, false]);
    expect(unavailable.message).toBe('WhatsApp answered 503: <html>Service Unavailable</html>');
  });

  it('tries again when the Graph API cannot be reached (connection refused)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = whatsappCloudProvider({ ...settings(), apiUrl: `http://127.0.0.1:${port}/v21.0` });
    const error = await failureOf(down.send(base));
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/^WhatsApp did not answer/);
  });

  describe('webhook', () => {
    const handshake = (query: Record<string, string>) => ({
      method: 'GET',
      url: `${REPORT_URL}?${new URLSearchParams(query).toString()}`,
      headers: new Headers(),
      rawBody: '',
    });
    const event = (rawBody: string, signature: string | null) => ({
      method: 'POST',
      url: REPORT_URL,
      headers: new Headers({
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
      }),
      rawBody,
    });
    const metadata = { display_phone_number: '15550783881', phone_number_id: PHONE_NUMBER_ID };
    const status = (id: string, state: string, errors?: { code: number; title: string }[]) => ({
      id,
      status: state,
      timestamp: '1750857384',
      recipient_id: '919864000001',
      biz_opaque_callback_data: base.id,
      ...(errors
        ? { errors: errors.map((error) => ({ ...error, message: error.title, error_data: { details: error.title } })) }
        : {}),
    });
    const webhook = (...values: Record<string, unknown>[]) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '102290129340398',
            changes: values.map((value) => ({
              value: { messaging_product: 'whatsapp', metadata, ...value },
              field: 'messages',
            })),
          },
        ],
      });

    it('answers Meta’s verification handshake with the challenge when the verify token is ours', async () => {
      const answer = await provider.readReports?.(
        handshake({ 'hub.mode': 'subscribe', 'hub.challenge': '1158201444', 'hub.verify_token': VERIFY_TOKEN }),
      );
      expect(answer).toEqual({ status: 200, body: '1158201444', reports: [] });
    });

    it('refuses the handshake (403) with a wrong or missing verify token', async () => {
      const requests = [
        handshake({ 'hub.mode': 'subscribe', 'hub.challenge': '1158201444', 'hub.verify_token': 'not-our-token' }),
        handshake({ 'hub.mode': 'subscribe', 'hub.challenge': '1158201444' }),
        handshake({ 'hub.mode': 'unsubscribe', 'hub.challenge': '1158201444', 'hub.verify_token': VERIFY_TOKEN }),
      ];
      for (const request of requests) {
        expect(await provider.readReports?.(request)).toEqual({ status: 403, reports: [] });
      }
    });

    it('reads signed statuses: delivered and read as delivered, failed with code and title, sent as sent', async () => {
      const body = webhook(
        {
          statuses: [
            status('wamid.DELIVERED1', 'delivered'),
            status('wamid.READ2', 'read'),
            status('wamid.FAILED3', 'failed', [{ code: 131026, title: 'Message undeliverable' }]),
          ],
        },
        {
          // An incoming message from a customer: not a report, left alone.
          contacts: [{ profile: { name: 'Sheena Nelson' }, wa_id: '919864000001' }],
          messages: [
            { from: '919864000001', id: 'wamid.INCOMING', timestamp: '1749416383', type: 'text', text: { body: 'Hi' } },
          ],
        },
        { statuses: [status('wamid.SENT4', 'sent')] },
      );
      const answer = await provider.readReports?.(event(body, signAsMeta(body)));
      expect(answer).toEqual({
        status: 200,
        reports: [
          { providerMessageId: 'wamid.DELIVERED1', state: 'delivered' },
          { providerMessageId: 'wamid.READ2', state: 'delivered' },
          { providerMessageId: 'wamid.FAILED3', state: 'failed', error: '131026: Message undeliverable' },
          { providerMessageId: 'wamid.SENT4', state: 'sent' },
        ],
      });
    });

    it('answers 401 and reports nothing for a missing, wrong or stale signature', async () => {
      const body = webhook({ statuses: [status('wamid.DELIVERED1', 'delivered')] });
      const tampered = body.replace('delivered', 'failed');
      const requests = [
        event(body, null),
        event(body, ''),
        event(body, signAsMeta(body, 'another-app-secret')),
        event(body, signAsMeta(body).replace('sha256=', 'sha1=')),
        event(tampered, signAsMeta(body)),
      ];
      for (const request of requests) {
        expect(await provider.readReports?.(request)).toEqual({ status: 401, reports: [] });
      }
    });
  });
});
